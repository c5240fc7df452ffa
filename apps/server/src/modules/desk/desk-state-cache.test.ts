import { describe, expect, it } from 'vitest';
import { deskStateCache } from './desk-state-cache';

const open = { state: 'open', assignee_id: 'agent-1', session_id: 's-1' } as const;

describe('the desk state one process remembers', () => {
  it('keeps a read when nothing changed since it began', () => {
    const states = deskStateCache(10);
    const mark = states.mark();
    states.keep('c-1', open, mark);
    expect(states.get('c-1')).toEqual(open);
  });

  it('drops a read that a change overtook, so a resolve is never hidden by an older open', () => {
    const states = deskStateCache(10);
    const mark = states.mark();
    // A resolve begins (and ends) while the read of the open row is on its way.
    states.forget('c-1');
    states.keep('c-1', open, mark);
    expect(states.get('c-1')).toBeUndefined();
  });

  it('forgets a conversation when it changes', () => {
    const states = deskStateCache(10);
    states.keep('c-1', open, states.mark());
    states.forget('c-1');
    expect(states.get('c-1')).toBeUndefined();
  });
});
