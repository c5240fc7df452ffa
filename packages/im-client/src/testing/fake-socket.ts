import type { ServerFrame } from '@ffe/shared/contracts/im';

type Handler<E> = ((this: WebSocket, event: E) => unknown) | null;

/** A WebSocket the test plays the server of: it opens, pushes frames and closes when told. */
export class FakeSocket {
  static made: FakeSocket[] = [];

  /** The socket made last. */
  static get last(): FakeSocket {
    const socket = FakeSocket.made.at(-1);
    if (!socket) throw new Error('no socket was made');
    return socket;
  }

  readonly sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: Handler<Event> = null;
  onmessage: Handler<MessageEvent> = null;
  onclose: Handler<CloseEvent> = null;
  onerror: Handler<Event> = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    this.closedWith = code;
  }

  private get self(): WebSocket {
    return this as unknown as WebSocket;
  }

  /** The server accepts the connection; the client sends its auth frame. */
  open(): void {
    this.onopen?.call(this.self, new Event('open'));
  }

  /** The server sends a frame. */
  push(frame: ServerFrame): void {
    this.onmessage?.call(this.self, new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** Opens and answers the auth frame with ready. */
  accept(uid = 'u-lily'): void {
    this.open();
    this.push({ type: 'ready', data: { uid } });
  }

  /** The server (or the network) closes the connection with `code`. */
  serverClose(code: number): void {
    this.onclose?.call(this.self, new CloseEvent('close', { code }));
  }

  static reset(): void {
    FakeSocket.made = [];
  }
}
