import { z } from 'zod';

/** A push to agents' consoles (`desk` frame): the queue changed; `to` says whom a message or transfer is for. */
export const deskEvent = z.object({
  kind: z.enum(['message', 'assigned', 'transferred', 'resolved', 'reopened', 'rated', 'presence']),
  conversation_id: z.string().nullable(),
  /** The agent the conversation is now with; null when unassigned. */
  assignee_id: z.string().nullable(),
  /** On a transfer: who gave it, and the note. */
  from_agent_id: z.string().nullable(),
  note: z.string().nullable(),
  /** On a message: the customer's words, for the desktop notification. */
  preview: z.string().nullable(),
  /** On a message or a conversation given to an agent: the member's nickname; null for a guest. */
  customer_name: z.string().nullable(),
  /** The guest's code (consoles say 访客 and it in their language); null for a member. */
  guest_code: z.string().nullable().default(null),
});
export type DeskEvent = z.infer<typeof deskEvent>;
