/** A send or chat action reports its own failure (the message turns failed, or the runtime toasts): nothing more to do. */
export const alreadyReported = () => undefined;
