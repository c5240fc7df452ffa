import { DESK } from '@ffe/shared/constants';
import type { DeskEvent } from '@ffe/shared/contracts/desk-event';
import type { EventBus } from '../../platform/event-bus';

export type DeskNews = Partial<DeskEvent> & Pick<DeskEvent, 'kind'>;

interface Window {
  /** The latest message push that came inside the window, sent when it ends. */
  held: DeskEvent | null;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The desk's pushes to agents (`desk` frames to every socket holding `chat.answer`). A conversation's `message` pushes
 * go at most once a window (DESK.MESSAGE_PUSH_WINDOW_MS): the first at once, so the agent is told without delay, and
 * the last one of a burst when the window ends; consoles ask the queue again on any of them, so the ones between
 * would only repeat it. Any other news of the conversation goes at once, after a message push it held.
 */
export function deskPushesService(bus: EventBus, windowMs: number = DESK.MESSAGE_PUSH_WINDOW_MS) {
  const windows = new Map<string, Window>();

  const publish = (event: DeskEvent) =>
    bus.publish({ kind: 'push-permitted', permission: 'chat.answer', frame: { type: 'desk', data: event } });

  /** Ends a conversation's window; answers the push it held. */
  function endWindow(conversationId: string): DeskEvent | null {
    const window = windows.get(conversationId);
    if (!window) return null;
    clearTimeout(window.timer);
    windows.delete(conversationId);
    return window.held;
  }

  function startWindow(conversationId: string) {
    const timer = setTimeout(() => {
      const held = endWindow(conversationId);
      if (!held) return;
      // A burst still going: the next window starts with this push, so it stays at one a window.
      startWindow(conversationId);
      publish(held).catch(() => undefined);
    }, windowMs);
    timer.unref();
    windows.set(conversationId, { held: null, timer });
  }

  return {
    async announce(news: DeskNews): Promise<void> {
      const event: DeskEvent = {
        conversation_id: null,
        assignee_id: null,
        from_agent_id: null,
        note: null,
        preview: null,
        customer_name: null,
        guest_code: null,
        ...news,
      };
      const id = event.conversation_id;
      if (event.kind !== 'message' || id === null) {
        const held = id === null ? null : endWindow(id);
        if (held) await publish(held);
        return publish(event);
      }
      const window = windows.get(id);
      if (window) {
        window.held = event;
        return;
      }
      startWindow(id);
      return publish(event);
    },

    /** Drops the held pushes: the server is closing. */
    close() {
      for (const window of windows.values()) clearTimeout(window.timer);
      windows.clear();
    },
  };
}

export type DeskPushesService = ReturnType<typeof deskPushesService>;
