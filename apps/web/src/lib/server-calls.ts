/** A shop call answered inside the server that renders the page: resolves with its data or rejects with ApiError. */
export type ServerCall = <T>(path: string, body: object) => Promise<T>;

let currentServerCall: () => ServerCall | undefined = () => undefined;

/** Set once by the server-rendering entry: which call answers the page being rendered. The browser never sets it. */
export function answerCallsWith(source: () => ServerCall | undefined): void {
  currentServerCall = source;
}

export const serverCall = (): ServerCall | undefined => currentServerCall();
