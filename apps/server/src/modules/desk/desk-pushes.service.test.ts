import type { DeskEvent } from '@ffe/shared/contracts/desk-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessEventBus } from '../../platform/event-bus';
import { deskPushesService } from './desk-pushes.service';

function listening() {
  const bus = inProcessEventBus();
  const heard: DeskEvent[] = [];
  bus.subscribe((event) => {
    if (event.kind === 'push-permitted' && event.frame.type === 'desk') heard.push(event.frame.data);
  });
  return { pushes: deskPushesService(bus, 1_000), heard };
}

const message = (conversationId: string, preview: string) =>
  ({ kind: 'message', conversation_id: conversationId, preview }) as const;

describe('the desk’s pushes to agents', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells of a conversation’s first message at once and of a burst once more, with its last message, a second later', async () => {
    const { pushes, heard } = listening();
    await pushes.announce(message('c-1', '在吗'));
    expect(heard.map((e) => e.preview)).toEqual(['在吗']);
    for (const text of ['想订花', '玫瑰', '明天送']) await pushes.announce(message('c-1', text));
    expect(heard).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard.map((e) => e.preview)).toEqual(['在吗', '明天送']);
    // The burst is over: the window ends quietly and the next message goes at once.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard).toHaveLength(2);
    await pushes.announce(message('c-1', '谢谢'));
    expect(heard.map((e) => e.preview)).toEqual(['在吗', '明天送', '谢谢']);
    pushes.close();
  });

  it('keeps each conversation’s pushes apart', async () => {
    const { pushes, heard } = listening();
    await pushes.announce(message('c-1', 'a'));
    await pushes.announce(message('c-2', 'b'));
    expect(heard.map((e) => e.conversation_id)).toEqual(['c-1', 'c-2']);
    pushes.close();
  });

  it('sends other news at once, after the message it held for that conversation', async () => {
    const { pushes, heard } = listening();
    await pushes.announce(message('c-1', '在吗'));
    await pushes.announce(message('c-1', '有人吗'));
    await pushes.announce({ kind: 'assigned', conversation_id: 'c-1', assignee_id: 'agent-1' });
    expect(heard.map((e) => [e.kind, e.preview])).toEqual([
      ['message', '在吗'],
      ['message', '有人吗'],
      ['assigned', null],
    ]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(heard).toHaveLength(3);
    pushes.close();
  });
});
