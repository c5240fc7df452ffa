import { describe, expect, it } from 'vitest';
import { deskStateCache } from './desk-state-cache';

const open = { state: 'open', assignee_id: 'agent-1', session_id: 's-1' } as const;

describe('the desk state one process remembers', () => {
  it('keeps a read when nothing changed since it began', () => {
    const states = deskStateCache(10);
    const mark = states.mark('c-1');
    states.keep('c-1', open, mark);
    expect(states.get('c-1')).toEqual(open);
  });

  it('drops a read that a change overtook, so a resolve is never hidden by an older open', () => {
    const states = deskStateCache(10);
    const mark = states.mark('c-1');
    // A resolve begins (and ends) while the read of the open row is on its way.
    states.forget('c-1');
    states.keep('c-1', open, mark);
    expect(states.get('c-1')).toBeUndefined();
  });

  it('keeps a read while other conversations change, as they do many times a second', () => {
    const states = deskStateCache(10);
    const mark = states.mark('c-1');
    for (let i = 0; i < 100; i++) states.forget(`other-${i}`);
    states.keep('c-1', open, mark);
    expect(states.get('c-1')).toEqual(open);
  });

  it('forgets a conversation when it changes', () => {
    const states = deskStateCache(10);
    states.keep('c-1', open, states.mark('c-1'));
    states.forget('c-1');
    expect(states.get('c-1')).toBeUndefined();
  });

  it('remembers the row a committed change wrote, so the customer’s next message needs no read', () => {
    const states = deskStateCache(10);
    states.forget('c-1');
    const mark = states.mark('c-1');
    states.settle('c-1', { ...open, state: 'open' }, mark);
    expect(states.get('c-1')).toEqual(open);
  });

  it('forgets instead when another change began while ours committed, or a read slipped in between', () => {
    const states = deskStateCache(10);
    states.forget('c-1');
    const mark = states.mark('c-1');
    // A read that began after our first forget keeps the row as it was before we committed.
    states.keep('c-1', { ...open, state: 'pending' }, states.mark('c-1'));
    // An agent resolves it meanwhile.
    states.forget('c-1');
    states.settle('c-1', open, mark);
    expect(states.get('c-1')).toBeUndefined();
  });

  it('remembers that nobody has room until an agent’s room may change, and not from a look a change overtook', () => {
    const states = deskStateCache(10);
    states.keepNobodyHasRoom(states.markRooms());
    expect(states.nobodyHasRoom()).toBe(true);
    states.roomsChange();
    expect(states.nobodyHasRoom()).toBe(false);

    const mark = states.markRooms();
    states.roomsChange();
    states.keepNobodyHasRoom(mark);
    expect(states.nobodyHasRoom()).toBe(false);
  });
});
