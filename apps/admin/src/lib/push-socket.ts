import { defaultSocketAddress, ImSocket } from '@ffe/im-client/runtime/im-socket';
import type { ServerFrame } from '@ffe/shared/contracts/im';

export interface PushSocketOptions {
  token: string;
  onFrame(frame: ServerFrame): void;
}

/** A device id for the auth frame: this tab's, made once. */
const deviceId = `admin-${crypto.randomUUID()}`;

/**
 * The console's push connection: the chat client's socket (heartbeat, reconnect waits, redirects between nodes),
 * authenticated with the staff token. It connects again when the console is shown or the network returns after an
 * idle close or a loss, until `close()` (logout); a refused token ends it, and the console's next call signs out.
 */
export function openPushSocket({ token, onFrame }: PushSocketOptions): { close(): void } {
  const socket = new ImSocket({
    address: defaultSocketAddress,
    credentials: () => ({ token, deviceId }),
    onFrame,
    onReady: () => {},
    onStatus: () => {},
    onAuthRejected: () => {},
    // Agents keep the console in a background tab for its alerts: an idle close reconnects there too.
    isActive: () => true,
  });
  const wake = () => void socket.enable();
  window.addEventListener('online', wake);
  window.addEventListener('focus', wake);
  document.addEventListener('visibilitychange', wake);
  socket.enable();
  return {
    close() {
      window.removeEventListener('online', wake);
      window.removeEventListener('focus', wake);
      document.removeEventListener('visibilitychange', wake);
      socket.stop();
    },
  };
}
