// @vitest-environment jsdom
import type { DeskEvent } from '@ffe/shared/contracts/desk-event';
import { describe, expect, it } from 'vitest';
import { keysToRefresh, shouldNotify } from './desk-pushes';

const event = (overrides: Partial<DeskEvent>): DeskEvent => ({
  kind: 'message',
  conversation_id: 'c-1',
  assignee_id: null,
  from_agent_id: null,
  note: null,
  preview: '在吗',
  customer_name: '安安',
  guest_code: null,
  ...overrides,
});
const away = { me: 'me', openConversationId: undefined, looking: true };

describe('whether a desk push notifies the agent', () => {
  it('tells of messages in my conversations and unassigned ones, not in others’', () => {
    expect(shouldNotify(event({ assignee_id: null }), away)).toBe(true);
    expect(shouldNotify(event({ assignee_id: 'me' }), away)).toBe(true);
    expect(shouldNotify(event({ assignee_id: 'lee' }), away)).toBe(false);
  });

  it('tells of conversations given to me by someone else, not those I took or others got', () => {
    expect(shouldNotify(event({ kind: 'transferred', assignee_id: 'me', from_agent_id: 'lee' }), away)).toBe(true);
    expect(shouldNotify(event({ kind: 'assigned', assignee_id: 'me' }), away)).toBe(true);
    expect(shouldNotify(event({ kind: 'transferred', assignee_id: 'me', from_agent_id: 'me' }), away)).toBe(false);
    expect(shouldNotify(event({ kind: 'assigned', assignee_id: 'lee' }), away)).toBe(false);
    expect(shouldNotify(event({ kind: 'resolved', assignee_id: 'me' }), away)).toBe(false);
  });

  it('stays quiet about the conversation I am looking at, but not when the tab is hidden', () => {
    expect(shouldNotify(event({}), { me: 'me', openConversationId: 'c-1', looking: true })).toBe(false);
    expect(shouldNotify(event({}), { me: 'me', openConversationId: 'c-1', looking: false })).toBe(true);
    expect(shouldNotify(event({}), { me: undefined, openConversationId: undefined, looking: true })).toBe(false);
  });

  it('refreshes the queue and counts, and the named conversation’s messages and panel', () => {
    expect(keysToRefresh(event({}))).toEqual([
      ['desk', 'conversations'],
      ['desk', 'summary'],
      ['desk', 'messages', 'c-1'],
      ['desk', 'customer', 'c-1'],
    ]);
    expect(keysToRefresh(event({ kind: 'presence', conversation_id: null }))).toEqual([
      ['desk', 'agents'],
      ['desk', 'summary'],
    ]);
  });
});
