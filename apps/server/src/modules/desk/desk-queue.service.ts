import { DESK } from '@ffe/shared/constants';
import type {
  DeskAgent,
  DeskConversation,
  DeskCustomerPanel,
  DeskMessage,
  DeskReports,
  DeskSummary,
  deskConversations,
  deskMessages,
} from '@ffe/shared/contracts/admin-desk';
import type { z } from 'zod';
import { invalidParam, notFound } from '../../platform/errors';
import { toCustomerAddress, toCustomerNote } from '../customers/customers.module';
import type { DeskChat, ImUser } from '../im/im.module';
import {
  toDeskAgent,
  toDeskConversation,
  toDeskCustomer,
  toDeskGoods,
  toDeskOrder,
  toDeskSession,
} from './desk.mapper';
import type { DeskAgentRepository } from './desk-agent.repository';
import type { DeskConversationRepository } from './desk-conversation.repository';
import type { DeskCustomerRepository } from './desk-customer.repository';
import type { DeskQueueRepository, QueueRow } from './desk-queue.repository';
import { AGENT_ROLES, type DeskRoutingService } from './desk-routing.service';
import { figuresOf, queueCursor, queuePlace, shopDay, shopDayStart } from './desk-rules';
import type { DeskSettingsService } from './desk-settings.service';

export interface DeskQueueDeps {
  conversationRepo: DeskConversationRepository;
  queueRepo: DeskQueueRepository;
  agentRepo: DeskAgentRepository;
  customerRepo: DeskCustomerRepository;
  imRepo: Pick<DeskChat['repo'], 'findMessagesByIds' | 'messagesCreatedBefore' | 'messagesBeforeKey'>;
  im: DeskChat['conversations'];
  delivery: Pick<DeskChat['delivery'], 'present'>;
  routing: DeskRoutingService;
  settings: DeskSettingsService;
  customerServiceUid: string;
  imageUrl: (path: string) => string;
  now?: () => number;
}

type ListInput = z.output<typeof deskConversations.request>;
type MessagesPage = Omit<z.output<typeof deskMessages.request>, 'conversation_id'>;
const DAY_MS = 86_400_000;

/** What agents read at the desk (issue 15): the queue and its search, a conversation, the customer panel, reports. */
export function deskQueueService(deps: DeskQueueDeps) {
  const { conversationRepo, queueRepo, agentRepo, customerRepo, routing, customerServiceUid } = deps;
  const now = deps.now ?? Date.now;

  /** The queue's rows as the contract shows them: customers, agents and last messages read in three queries. */
  async function present(rows: QueueRow[]): Promise<DeskConversation[]> {
    const [customers, agents, lasts] = await Promise.all([
      customerRepo.customers(rows.map((r) => r.customer_uid)),
      agentRepo.staffNames(rows.flatMap((r) => (r.assignee_id ? [r.assignee_id] : []))),
      deps.imRepo.findMessagesByIds(rows.flatMap((r) => (r.last_msg_id ? [r.last_msg_id] : []))),
    ]);
    const customerById = new Map(customers.map((c) => [c.id, c]));
    const nameById = new Map(agents.map((a) => [a.user_id, a.display_name]));
    const lastById = new Map(lasts.map((m) => [m.id, m]));
    return rows.map((row) =>
      toDeskConversation(
        row,
        customerById.get(row.customer_uid),
        row.assignee_id ? { id: row.assignee_id, name: nameById.get(row.assignee_id) ?? '' } : null,
        row.last_msg_id ? lastById.get(row.last_msg_id) : undefined,
        deps.imageUrl,
      ),
    );
  }

  async function conversation(conversationId: string): Promise<DeskConversation> {
    const row = await queueRepo.queueRow(conversationId);
    if (!row) throw notFound('conversation');
    return (await present([row]))[0] as DeskConversation;
  }

  /** Customers a search names: nickname or phone digits, an order number, or words they wrote. */
  async function customersFound(keyword: string): Promise<string[]> {
    const digits = /^\d{4,}$/.test(keyword) ? keyword : null;
    const [byProfile, byOrder, bySaying] = await Promise.all([
      queueRepo.customersMatching(keyword, digits),
      queueRepo.customerOfOrderNo(keyword),
      queueRepo.customersSaying(keyword),
    ]);
    return [...new Set([...byProfile, ...(byOrder ? [byOrder] : []), ...bySaying])];
  }

  return {
    conversation,

    async list(agent: ImUser, input: ListInput) {
      const customerUids = input.keyword ? await customersFound(input.keyword) : undefined;
      const filter = { tab: input.tab, agentId: agent.uid, state: input.state, customerUids };
      const after = input.cursor === undefined ? undefined : queuePlace(input.cursor);
      if (input.cursor !== undefined && !after) throw invalidParam('cursor: not a cursor the queue gave');
      const { rows, total, more } = await queueRepo.queuePage(filter, {
        ...(after ? { after, offset: 0 } : { offset: (input.page - 1) * input.pageSize }),
        limit: input.pageSize,
      });
      const last = rows.at(-1);
      return { list: await present(rows), total, next_cursor: more && last ? queueCursor(last) : null };
    },

    async summary(agent: ImUser): Promise<DeskSummary> {
      const [counts, [me]] = await Promise.all([
        queueRepo.counts(agent.uid),
        agentRepo.agents(AGENT_ROLES, [agent.uid]),
      ]);
      const presence = me ? toDeskAgent(me, 0, now()).presence : 'offline';
      return { ...counts, presence, agent_id: agent.uid };
    },

    async agents(): Promise<DeskAgent[]> {
      const defaultCap = (await deps.settings.current()).default_cap;
      return (await agentRepo.agents(AGENT_ROLES)).map((row) => toDeskAgent(row, defaultCap, now()));
    },

    async agent(agentId: string): Promise<DeskAgent> {
      const defaultCap = (await deps.settings.current()).default_cap;
      const [row] = await agentRepo.agents(AGENT_ROLES, [agentId]);
      if (!row) throw notFound('agent');
      return toDeskAgent(row, defaultCap, now());
    },

    /** The conversation's messages after a page's last one, newest first: what the customer-service user's chat holds. */
    async messages(conversationId: string, page: MessagesPage): Promise<DeskMessage[]> {
      const row = await routing.activeConversation(conversationId);
      const rows =
        page.before !== undefined && page.before_id !== undefined
          ? await deps.imRepo.messagesBeforeKey(conversationId, { time: page.before, id: page.before_id }, page.limit)
          : await deps.imRepo.messagesCreatedBefore(conversationId, page.before ?? now() + 1, page.limit);
      return (await deps.delivery.present(rows)).map((m) => ({ ...m, from_customer: m.from_uid === row.customer_uid }));
    },

    /** The desk read the customer's messages: as the customer-service user, so every agent's count clears. */
    async read(conversationId: string) {
      await routing.activeConversation(conversationId);
      const service: ImUser = { uid: customerServiceUid, role: 'staff', permission: ['chat.answer'] };
      await deps.im.updateConversation(service, { conversation_id: conversationId, unread_count: 0 });
      return { unread: 0 };
    },

    async panel(conversationId: string): Promise<DeskCustomerPanel> {
      const row = await routing.activeConversation(conversationId);
      const uid = row.customer_uid;
      const [head, customers, orders, addresses, sessions, notes] = await Promise.all([
        conversation(conversationId),
        customerRepo.customers([uid]),
        customerRepo.ordersOf(uid, DESK.PANEL_ORDERS),
        customerRepo.addressesOf(uid),
        conversationRepo.sessionsOf(conversationId, DESK.PANEL_SESSIONS),
        customerRepo.notesOf(uid),
      ]);
      const goodsIds = [row.first_goods_id, row.origin_goods_id].filter((id): id is string => id !== null);
      const [goods, originOrder, agents] = await Promise.all([
        customerRepo.goods(goodsIds),
        row.origin_order_id ? customerRepo.findOrder(row.origin_order_id) : undefined,
        agentRepo.staffNames(sessions.flatMap((s) => (s.assignee_id ? [s.assignee_id] : []))),
      ]);
      const goodsOf = (id: string | null) => {
        const found = goods.find((g) => g.id === id);
        return found ? toDeskGoods(found, deps.imageUrl) : null;
      };
      const names = new Map(agents.map((a) => [a.user_id, a.display_name]));
      const customer = toDeskCustomer(customers[0], uid, deps.imageUrl);
      return {
        conversation: head,
        customer,
        first_goods: customer.kind === 'guest' ? goodsOf(row.first_goods_id) : null,
        origin: {
          goods: goodsOf(row.origin_goods_id),
          // Only the customer's own order: the context call checked it, and it is checked again here.
          order: originOrder && originOrder.user_id === uid ? toDeskOrder(originOrder) : null,
        },
        orders: orders.map(toDeskOrder),
        addresses: addresses.map(toCustomerAddress),
        sessions: sessions.map((s) => toDeskSession(s, s.assignee_id ? (names.get(s.assignee_id) ?? '') : null)),
        notes: notes.map(toCustomerNote),
        labels: row.labels,
      };
    },

    async setLabels(conversationId: string, labels: string[]) {
      await routing.activeConversation(conversationId);
      await conversationRepo.updateConversation(conversationId, { labels: [...new Set(labels)] });
      return conversation(conversationId);
    },

    /** The values a quick reply fills for a conversation: the customer's name, their latest order, the agent. */
    async replyValues(agent: ImUser, conversationId: string) {
      const row = await routing.activeConversation(conversationId);
      const [[customer], [order], [named]] = await Promise.all([
        customerRepo.customers([row.customer_uid]),
        customerRepo.ordersOf(row.customer_uid, 1),
        agentRepo.staffNames([agent.uid]),
      ]);
      return {
        nickname: customer ? (toDeskCustomer(customer, customer.id, deps.imageUrl).nickname ?? '') : '',
        order_no: order?.order_no ?? '',
        agent: named?.display_name ?? '',
      };
    },

    /**
     * Per shop day and per agent, for conversations opened from `from` through `to`: an agent's conversations are those
     * they hold (or held when resolved), their first responses those they sent.
     */
    async reports(from: string, to: string): Promise<DeskReports> {
      const sessions = await conversationRepo.sessionsOpened(shopDayStart(from), shopDayStart(to) + DAY_MS);
      const byDay = new Map<string, typeof sessions>();
      const held = new Map<string, typeof sessions>();
      const answered = new Map<string, typeof sessions>();
      const add = (map: Map<string, typeof sessions>, key: string, s: (typeof sessions)[number]) =>
        map.set(key, [...(map.get(key) ?? []), s]);
      for (const s of sessions) {
        add(byDay, shopDay(s.opened_at), s);
        if (s.assignee_id) add(held, s.assignee_id, s);
        // Sessions answered before migration 034 that it could not trace stay with their assignee.
        const responder = s.first_responder_id ?? (s.first_response_at === null ? null : s.assignee_id);
        if (responder) add(answered, responder, s);
      }
      const agentIds = [...new Set([...held.keys(), ...answered.keys()])];
      const names = new Map((await agentRepo.staffNames(agentIds)).map((a) => [a.user_id, a.display_name]));
      return {
        total: figuresOf(sessions),
        days: [...byDay].map(([date, list]) => ({ date, ...figuresOf(list) })),
        agents: agentIds
          .map((id) => {
            const { first_response_median_ms, first_response_p90_ms } = figuresOf(answered.get(id) ?? []);
            const figures = { ...figuresOf(held.get(id) ?? []), first_response_median_ms, first_response_p90_ms };
            return { agent: { id, name: names.get(id) ?? '' }, ...figures };
          })
          .sort((a, b) => a.agent.name.localeCompare(b.agent.name) || a.agent.id.localeCompare(b.agent.id)),
      };
    },
  };
}

export type DeskQueueService = ReturnType<typeof deskQueueService>;
