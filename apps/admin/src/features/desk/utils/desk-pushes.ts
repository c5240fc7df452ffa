import type { DeskEvent } from '@ffe/shared/contracts/desk-event';
import { customerPanelKey } from '../api/get-customer-panel';
import { SUMMARY_KEY } from '../api/get-summary';
import { AGENTS_KEY } from '../api/list-agents';
import { CONVERSATIONS_KEY } from '../api/list-conversations';
import { messagesKey } from '../api/list-messages';

/** Where the agent is: who they are, the conversation open on their desk, and whether they look at this tab. */
export interface DeskViewer {
  me: string | undefined;
  openConversationId: string | undefined;
  looking: boolean;
}

/**
 * Whether a desk push deserves a desktop notification and the chime: a customer's message in a conversation of mine
 * or nobody's, or a conversation given to me; not what I already see open in front of me.
 */
export function shouldNotify(event: DeskEvent, viewer: DeskViewer): boolean {
  if (!viewer.me) return false;
  const seen = viewer.looking && event.conversation_id !== null && event.conversation_id === viewer.openConversationId;
  if (seen) return false;
  if (event.kind === 'message') return event.assignee_id === null || event.assignee_id === viewer.me;
  if (event.kind === 'assigned' || event.kind === 'transferred') {
    return event.assignee_id === viewer.me && event.from_agent_id !== viewer.me;
  }
  return false;
}

/** The desk's queries a push makes stale: the queue and counts always, the conversation's own when it names one. */
export function keysToRefresh(event: DeskEvent): readonly (readonly string[])[] {
  if (event.kind === 'presence') return [AGENTS_KEY, SUMMARY_KEY];
  const keys: (readonly string[])[] = [CONVERSATIONS_KEY, SUMMARY_KEY];
  if (event.kind === 'assigned' || event.kind === 'transferred' || event.kind === 'resolved') keys.push(AGENTS_KEY);
  if (event.conversation_id) {
    keys.push(messagesKey(event.conversation_id), customerPanelKey(event.conversation_id));
  }
  return keys;
}
