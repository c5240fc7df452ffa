import type {
  DeskAgent,
  DeskConversation,
  DeskCustomerPanel,
  DeskMessage,
  DeskSummary,
  QuickReply,
} from '@ffe/shared/contracts/admin-desk';
import { aStaffSelf } from '../../../test/factories';
import { type Call, ok } from '../../../test/fake-api';

export const ME = 'agent-me';
export const self = () => aStaffSelf('service', { _id: ME, displayName: '小美' });

export const guestConversation: DeskConversation = {
  conversation_id: 'conv-guest',
  customer: {
    uid: 'guest-device-uid-123',
    kind: 'guest',
    nickname: null,
    guest_code: 'K7Q2',
    phone: null,
    avatar: '',
    member_since: null,
  },
  assignee: null,
  state: 'open',
  unread: 2,
  last_message: { type: 'text', text: '玫瑰今天能送吗', from_customer: true, time: Date.UTC(2026, 10, 26, 2) },
  labels: ['加急'],
  opened_at: Date.UTC(2026, 10, 26, 1),
  updated_at: Date.UTC(2026, 10, 26, 2),
};

export const memberConversation: DeskConversation = {
  ...guestConversation,
  conversation_id: 'conv-ann',
  customer: {
    uid: 'user-ann',
    kind: 'member',
    nickname: '安安',
    guest_code: null,
    phone: '136****6666',
    avatar: '',
    member_since: Date.UTC(2026, 1, 1),
  },
  assignee: { id: ME, name: '小美' },
  state: 'pending',
  unread: 0,
  labels: [],
};

export const summary: DeskSummary = { unassigned: 3, mine: 1, unread: 5, presence: 'online', agent_id: ME };

export const agents: DeskAgent[] = [
  { id: ME, name: '小美', presence: 'online', cap: 5, open_count: 1 },
  { id: 'agent-lee', name: '小李', presence: 'away', cap: 8, open_count: 3 },
];

export const aMessage = (overrides: Partial<DeskMessage>): DeskMessage => ({
  _id: 'm-1',
  unique_id: 'u-1',
  conversation_id: 'conv-ann',
  group_id: null,
  from_uid: 'user-ann',
  to_uid: null,
  type: 'text',
  action: null,
  body: '你好',
  nickname: '安安',
  avatar_file: null,
  create_time: Date.UTC(2026, 10, 26, 2),
  client_create_time: Date.UTC(2026, 10, 26, 2),
  update_time: Date.UTC(2026, 10, 26, 2),
  is_read: false,
  is_revoke: false,
  is_delete: false,
  is_mute: false,
  call_uid: null,
  reader_list: [],
  device_id: null,
  reply_msg_id: null,
  agent_id: null,
  agent_name: null,
  from_customer: (overrides.from_uid ?? 'user-ann') === 'user-ann',
  ...overrides,
});

export const messages: DeskMessage[] = [
  aMessage({ _id: 'm-3', from_uid: 'user-ann', body: '我的花什么时候到？' }),
  aMessage({ _id: 'm-2', from_uid: 'service', agent_id: ME, nickname: '客服', body: '您好，我是小美' }),
  aMessage({ _id: 'm-1', from_uid: 'service', agent_id: null, nickname: '客服', body: '欢迎光临鲜花速递' }),
];

export const panel: DeskCustomerPanel = {
  conversation: memberConversation,
  customer: memberConversation.customer,
  first_goods: null,
  origin: { goods: null, order: null },
  orders: [
    {
      id: 'order-7',
      order_no: '2026112600007',
      status: 'paid',
      amount: 199,
      delivery_date: '2026-11-27',
      create_time: Date.UTC(2026, 10, 26),
    },
  ],
  addresses: [],
  sessions: [],
  notes: [],
  labels: [],
};

export const quickReplies: QuickReply[] = [
  { id: 'q-1', scope: 'shared', shortcut: 'thanks', content: '谢谢 {{nickname}}', filled: '谢谢 安安' },
  { id: 'q-2', scope: 'personal', shortcut: 'hi', content: '您好', filled: '您好' },
];

/** The desk's calls as the server would answer them for the signed-in agent. */
export const deskRoutes = () => ({
  '/api/admin/me': ok(self()),
  '/api/admin/desk/summary': ok(summary),
  '/api/admin/desk/conversations': ok({ list: [guestConversation, memberConversation], total: 2, next_cursor: null }),
  '/api/admin/desk/agents': ok(agents),
  '/api/admin/desk/presence': ok(agents[0]),
  '/api/admin/desk/messages': ok(messages),
  '/api/admin/desk/customer': ok(panel),
  '/api/admin/desk/read': ok({ unread: 0 }),
  '/api/admin/desk/quick-replies': ok(quickReplies),
  '/api/admin/desk/send': ({ body }: Call) =>
    ok(
      aMessage({ _id: 'm-new', unique_id: String(body.unique_id), from_uid: 'service', agent_id: ME, body: body.body }),
    ),
  '/api/admin/desk/assign': ({ body }: Call) =>
    ok({ ...memberConversation, assignee: agents.find((agent) => agent.id === body.agent_id) ?? null }),
  '/api/admin/desk/resolve': ok({ ...memberConversation, state: 'resolved' }),
});
