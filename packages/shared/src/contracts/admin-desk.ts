import { z } from 'zod';
import { customerAddress, customerNote } from './admin-customers';
import { message } from './im';
import { orderStatus } from './order';

/** The customer-service desk (issue 15): its queue, agents, customer panel, quick replies, settings and reports. */

export const deskTabs = ['unassigned', 'mine', 'all'] as const;
export const deskTab = z.enum(deskTabs);
export type DeskTab = z.infer<typeof deskTab>;

/** open: the customer waits for us; pending: we answered and wait for the customer; resolved: done until they write. */
export const deskStates = ['open', 'pending', 'resolved'] as const;
export const deskState = z.enum(deskStates);
export type DeskState = z.infer<typeof deskState>;

/** What an agent set; `online` lasts while their console keeps saying so (DESK.PRESENCE_TTL_MS). */
export const presences = ['online', 'away', 'offline'] as const;
export const presence = z.enum(presences);
export type Presence = z.infer<typeof presence>;

const id = z.string().min(1).max(128);
const millis = z.number().int().min(0);

/** Who writes to the shop: a member (nickname, masked phone) or a guest, shown as 访客 and a short code, never the device id. */
export const deskCustomer = z.object({
  /** The member's id; null for a guest, whose id is their device's and stays with the server. */
  uid: z.string().nullable(),
  kind: z.enum(['member', 'guest']),
  /** The member's nickname; null for a guest. */
  nickname: z.string().nullable(),
  /** Four characters told from the guest's id, so agents can tell guests apart; null for a member. */
  guest_code: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string(),
  member_since: millis.nullable(),
});
export type DeskCustomer = z.infer<typeof deskCustomer>;

export const deskAgentRef = z.object({ id: z.string(), name: z.string() });
export type DeskAgentRef = z.infer<typeof deskAgentRef>;

/** One conversation of the queue. */
export const deskConversation = z.object({
  conversation_id: z.string(),
  customer: deskCustomer,
  assignee: deskAgentRef.nullable(),
  state: deskState,
  /** Messages from the customer no agent has read yet. */
  unread: z.number().int(),
  last_message: z
    .object({ type: z.string(), text: z.string().nullable(), from_customer: z.boolean(), time: millis })
    .nullable(),
  labels: z.array(z.string()),
  /** When the current stretch of the conversation opened. */
  opened_at: millis,
  updated_at: millis,
});
export type DeskConversation = z.infer<typeof deskConversation>;

/**
 * POST /api/admin/desk/conversations: the queue; `keyword` finds customers by nickname, phone digits (4 or more),
 * an order number or words of their messages. Newest activity first. The next page is asked with the `next_cursor`
 * of the last one (it starts right after that page's last row, so a queue that moves meanwhile repeats or skips no
 * one); `page` still counts pages from the top when no cursor is given.
 */
export const deskConversations = {
  request: z.object({
    tab: deskTab.default('all'),
    state: deskState.optional(),
    keyword: z.string().trim().max(50).optional(),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(50),
    cursor: z.string().max(200).optional(),
  }),
  response: z.object({
    list: z.array(deskConversation),
    total: z.number().int(),
    /** Where the next page starts; null when this page is the last. */
    next_cursor: z.string().nullable(),
  }),
  path: '/api/admin/desk/conversations' as const,
};
export type DeskConversationsRequest = z.input<typeof deskConversations.request>;

/** POST /api/admin/desk/summary: the menu's and tabs' counts for the signed-in agent. */
export const deskSummary = {
  request: z.object({}),
  response: z.object({
    unassigned: z.number().int(),
    /** Open and pending conversations assigned to me. */
    mine: z.number().int(),
    /** Unread customer messages in conversations that are mine or unassigned. */
    unread: z.number().int(),
    presence,
    /** The signed-in agent's id: what `assignee_id` holds when a conversation is theirs. */
    agent_id: z.string(),
  }),
  path: '/api/admin/desk/summary' as const,
};
export type DeskSummary = z.infer<typeof deskSummary.response>;

/** An agent: a staff member who answers customers (`chat.answer`). */
export const deskAgent = z.object({
  id: z.string(),
  name: z.string(),
  presence,
  cap: z.number().int(),
  open_count: z.number().int(),
});
export type DeskAgent = z.infer<typeof deskAgent>;

/** POST /api/admin/desk/agents */
export const deskAgents = {
  request: z.object({}),
  response: z.array(deskAgent),
  path: '/api/admin/desk/agents' as const,
};

/** POST /api/admin/desk/presence { status }: the signed-in agent's presence; answers the agent. */
export const setDeskPresence = {
  request: z.object({ status: presence }),
  response: deskAgent,
  path: '/api/admin/desk/presence' as const,
};

/** POST /api/admin/desk/agent/cap { agent_id, cap } (`desk.manage`): open conversations an agent is given at most. */
export const setDeskAgentCap = {
  request: z.object({ agent_id: id, cap: z.number().int().min(0).max(50) }),
  response: deskAgent,
  path: '/api/admin/desk/agent/cap' as const,
};

/**
 * POST /api/admin/desk/assign { conversation_id, agent_id, note? }: take (agent_id is me) or transfer; the note goes
 * to the agent who receives it and into the customer's internal notes.
 */
export const deskAssign = {
  request: z.object({ conversation_id: id, agent_id: id, note: z.string().trim().max(200).optional() }),
  response: deskConversation,
  path: '/api/admin/desk/assign' as const,
};

/** POST /api/admin/desk/resolve { conversation_id }: the customer is asked to rate the service, once. */
export const deskResolve = {
  request: z.object({ conversation_id: id }),
  response: deskConversation,
  path: '/api/admin/desk/resolve' as const,
};

/** A message as the desk reads it: whether the customer wrote it (else customer service, an agent or the shop). */
export const deskMessage = message.extend({ from_customer: z.boolean() });
export type DeskMessage = z.infer<typeof deskMessage>;

/**
 * POST /api/admin/desk/messages: the conversation's messages, newest first. The next page starts after the last one
 * read: `before` its create_time and `before_id` its id (alone, `before` answers those created before that time).
 */
export const deskMessages = {
  request: z.object({
    conversation_id: id,
    before: millis.optional(),
    before_id: id.optional(),
    limit: z.number().int().min(1).max(100).default(30),
  }),
  response: z.array(deskMessage),
  path: '/api/admin/desk/messages' as const,
};

/**
 * POST /api/admin/desk/send: a message to the conversation's customer, as the shop's customer service: text, a goods
 * card, one of the customer's orders, or a coupon given to the member (a guest holds none).
 */
export const deskSend = {
  request: z.discriminatedUnion('type', [
    z.object({
      conversation_id: id,
      unique_id: z.string().min(8).max(64),
      type: z.literal('text'),
      body: z.string().trim().min(1).max(2000),
    }),
    z.object({
      conversation_id: id,
      unique_id: z.string().min(8).max(64),
      type: z.literal('goods'),
      body: z.object({ goods_id: id }),
    }),
    z.object({
      conversation_id: id,
      unique_id: z.string().min(8).max(64),
      type: z.literal('order'),
      body: z.object({ order_id: id }),
    }),
    z.object({
      conversation_id: id,
      unique_id: z.string().min(8).max(64),
      type: z.literal('coupon'),
      body: z.object({ coupon_id: id }),
    }),
  ]),
  response: message,
  path: '/api/admin/desk/send' as const,
};
export type DeskSendRequest = z.input<typeof deskSend.request>;

/** POST /api/admin/desk/read { conversation_id }: the customer's messages are read by the desk. */
export const deskRead = {
  request: z.object({ conversation_id: id }),
  response: z.object({ unread: z.number().int() }),
  path: '/api/admin/desk/read' as const,
};

export const deskOrder = z.object({
  id: z.string(),
  order_no: z.string(),
  status: orderStatus,
  /** Yuan. */
  amount: z.number(),
  delivery_date: z.string().nullable(),
  create_time: millis,
});
export type DeskOrder = z.infer<typeof deskOrder>;

export const deskGoodsRef = z.object({ id: z.string(), name: z.string(), image: z.string(), price: z.number() });

export const deskSession = z.object({
  id: z.string(),
  opened_at: millis,
  resolved_at: millis.nullable(),
  assignee: deskAgentRef.nullable(),
  rating: z.number().int().nullable(),
  rating_comment: z.string().nullable(),
});
export type DeskSession = z.infer<typeof deskSession>;

/** POST /api/admin/desk/customer { conversation_id }: the panel beside the chat, this customer's only. */
export const deskCustomerPanel = {
  request: z.object({ conversation_id: id }),
  response: z.object({
    conversation: deskConversation,
    customer: deskCustomer,
    /** The goods the guest first came from. */
    first_goods: deskGoodsRef.nullable(),
    /** What the chat was last opened from (the shop's `info` or order). */
    origin: z.object({ goods: deskGoodsRef.nullable(), order: deskOrder.nullable() }),
    orders: z.array(deskOrder),
    addresses: z.array(customerAddress),
    sessions: z.array(deskSession),
    notes: z.array(customerNote),
    labels: z.array(z.string()),
  }),
  path: '/api/admin/desk/customer' as const,
};
export type DeskCustomerPanel = z.infer<typeof deskCustomerPanel.response>;

/** POST /api/admin/desk/note { conversation_id, content }: an internal note on the customer, never shown to them. */
export const deskAddNote = {
  request: z.object({ conversation_id: id, content: z.string().trim().min(1).max(500) }),
  response: customerNote,
  path: '/api/admin/desk/note' as const,
};

/** POST /api/admin/desk/labels { conversation_id, labels } */
export const deskSetLabels = {
  request: z.object({
    conversation_id: id,
    labels: z.array(z.string().trim().min(1).max(20)).max(10),
  }),
  response: deskConversation,
  path: '/api/admin/desk/labels' as const,
};

export const quickReply = z.object({
  id: z.string(),
  /** shared: the shop's (edited with `desk.manage`); personal: the agent's own. */
  scope: z.enum(['shared', 'personal']),
  shortcut: z.string(),
  content: z.string(),
  /** The content with the conversation's variables filled, when a conversation was named. */
  filled: z.string().nullable(),
});
export type QuickReply = z.infer<typeof quickReply>;

/** The variables a quick reply may hold, filled for the conversation. */
export const QUICK_REPLY_VARIABLES = ['{{nickname}}', '{{order_no}}', '{{agent}}'] as const;

/** POST /api/admin/desk/quick-replies { conversation_id? }: the shop's and my quick replies, filled when asked. */
export const deskQuickReplies = {
  request: z.object({ conversation_id: id.optional() }),
  response: z.array(quickReply),
  path: '/api/admin/desk/quick-replies' as const,
};

/** POST /api/admin/desk/quick-replies/save: adds (no id) or edits one. */
export const saveQuickReply = {
  request: z.object({
    id: id.optional(),
    scope: z.enum(['shared', 'personal']),
    shortcut: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .regex(/^[^\s/]+$/, 'letters or digits without spaces or /'),
    content: z.string().trim().min(1).max(500),
  }),
  response: quickReply,
  path: '/api/admin/desk/quick-replies/save' as const,
};

/** POST /api/admin/desk/quick-replies/delete { id } */
export const deleteQuickReply = {
  request: z.object({ id }),
  response: z.object({ id: z.string() }),
  path: '/api/admin/desk/quick-replies/delete' as const,
};

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 09:00');

export const deskSettings = z.object({
  /** Days of the week the desk answers, 0 Sunday … 6 Saturday, shop time. */
  days: z.array(z.number().int().min(0).max(6)).max(7),
  opens: clock,
  /** 24:00 for midnight. */
  closes: z.union([clock, z.literal('24:00')]),
  /** Sent when a conversation opens within the hours; `{{hours}}` becomes the hours (09:00–21:00). */
  greeting: z.string().trim().max(300),
  /** Sent when a conversation opens outside them; `{{next_open}}` becomes when someone answers, `{{hours}}` the hours. */
  away_reply: z.string().trim().max(300),
  /** The greeting a customer who reads English gets; empty: the Chinese one. */
  greeting_en: z.string().trim().max(300).default(''),
  /** The away reply a customer who reads English gets; empty: the Chinese one. */
  away_reply_en: z.string().trim().max(300).default(''),
  /** Customers see the agent's display name under an answer (客服·小美). */
  show_agent_name: z.boolean(),
  /** The cap a new agent starts with. */
  default_cap: z.number().int().min(0).max(50),
});
export type DeskSettings = z.infer<typeof deskSettings>;

/** POST /api/admin/desk/settings: read; POST /api/admin/desk/settings/update (`desk.manage`): replace. */
export const getDeskSettings = {
  request: z.object({}),
  response: deskSettings,
  path: '/api/admin/desk/settings' as const,
};
export const updateDeskSettings = {
  request: deskSettings,
  response: deskSettings,
  path: '/api/admin/desk/settings/update' as const,
};

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2026-05-20');

export const deskFigures = z.object({
  conversations: z.number().int(),
  resolved: z.number().int(),
  first_response_median_ms: z.number().int().nullable(),
  first_response_p90_ms: z.number().int().nullable(),
  resolution_median_ms: z.number().int().nullable(),
  ratings: z.number().int(),
  /** Average stars, two decimals; null without ratings. */
  satisfaction: z.number().nullable(),
});
export type DeskFigures = z.infer<typeof deskFigures>;

/** POST /api/admin/desk/reports { from, to } (`desk.manage`): per shop day and per agent, by when conversations opened. */
export const deskReports = {
  request: z.object({ from: day, to: day }),
  response: z.object({
    total: deskFigures,
    days: z.array(deskFigures.extend({ date: z.string() })),
    agents: z.array(deskFigures.extend({ agent: deskAgentRef })),
  }),
  path: '/api/admin/desk/reports' as const,
};
export type DeskReports = z.infer<typeof deskReports.response>;

/** POST /api/im/service/context { goods_id? | order_id? }: what the customer opened the service chat from. */
export const serviceContext = {
  request: z.strictObject({ goods_id: id.optional(), order_id: id.optional() }),
  response: z.object({ ok: z.literal(true) }),
  path: '/api/im/service/context' as const,
};

/** POST /api/im/service/rate { session_id, stars, comment? }: once per resolved conversation. */
export const rateService = {
  request: z.strictObject({
    session_id: id,
    stars: z.number().int().min(1).max(5),
    comment: z.string().trim().max(200).optional(),
  }),
  response: z.object({ session_id: z.string(), stars: z.number().int(), comment: z.string().nullable() }),
  path: '/api/im/service/rate' as const,
};

/** The body of a `service-rating` message: the shop asks; the stars fill in once the customer answered. */
export const serviceRatingBody = z.object({
  session_id: z.string(),
  stars: z.number().int().nullable(),
  comment: z.string().nullable(),
});
export type ServiceRatingBody = z.infer<typeof serviceRatingBody>;
