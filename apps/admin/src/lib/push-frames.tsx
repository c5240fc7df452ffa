import type { ServerFrame } from '@ffe/shared/contracts/im';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { openPushSocket } from './push-socket';
import { useToken } from './session';

type FrameListener = (frame: ServerFrame) => void;
type Subscribe = (listener: FrameListener) => () => void;

const PushFramesContext = createContext<Subscribe>(() => () => {});

/**
 * The console's one push socket, shared by every alert (new orders, the desk): opened while signed in and `enabled`,
 * closed on logout; the listeners live with the provider, so a new sign-in starts with none left over.
 */
export function PushFramesProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const token = useToken();
  const [listeners] = useState(() => new Set<FrameListener>());
  const [subscribe] = useState<Subscribe>(() => (listener: FrameListener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  });

  useEffect(() => {
    if (!token || !enabled) return;
    const socket = openPushSocket({
      token,
      onFrame: (frame) => {
        for (const listener of listeners) listener(frame);
      },
    });
    return () => socket.close();
  }, [token, enabled, listeners]);

  return <PushFramesContext value={subscribe}>{children}</PushFramesContext>;
}

/** Hears every frame of the console's push socket; the handler may change on every render. */
export function usePushFrames(handler: FrameListener): void {
  const subscribe = useContext(PushFramesContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => subscribe((frame) => latest.current(frame)), [subscribe]);
}
