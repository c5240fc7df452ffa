import type { DeskSendRequest, ServiceRatingBody } from '@ffe/shared/contracts/admin-desk';
import type { CouponCardBody, ImMessage } from '@ffe/shared/contracts/im';
import { isGuest } from '@ffe/shared/domain/account-roles';
import { toYuan } from '@ffe/shared/domain/money';
import type { AuditActor } from '../../platform/authenticate';
import { conflict, invalidParam, notFound } from '../../platform/errors';
import type { CouponIssueService, CouponRepository } from '../coupons/coupons.module';
import { validityAt } from '../coupons/coupons.module';
import {
  type Alongside,
  type DeliveryFields,
  type DeskChat,
  type ImDeliveryService,
  type ImUser,
  type MessageRow,
  type ProfileRow,
  type ShopCards,
  singleConversationId,
} from '../im/im.module';
import { toEventCustomer } from './desk.mapper';
import type { DeskAgentRepository } from './desk-agent.repository';
import type { DeskConversationRepository } from './desk-conversation.repository';
import type { DeskCustomerRepository } from './desk-customer.repository';
import type { AgentAnswered, CustomerWrote, DeskMessagesService } from './desk-messages.service';
import type { DeskRoutingService } from './desk-routing.service';
import { greetingOf } from './desk-rules';
import type { DeskSettingsReader } from './desk-settings.service';

export interface DeskAnswersDeps {
  conversationRepo: DeskConversationRepository;
  agentRepo: DeskAgentRepository;
  customerRepo: DeskCustomerRepository;
  im: Pick<DeskChat['repo'], 'findSentByUniqueId' | 'updateMessage'>;
  delivery: ImDeliveryService;
  routing: DeskRoutingService;
  /** What each message does to its desk row. */
  messages: DeskMessagesService;
  settings: DeskSettingsReader;
  cards: ShopCards;
  coupons: { issue: CouponIssueService['issue']; templates: Pick<CouponRepository, 'findTemplate'> };
  customerServiceUid: string;
}

type Fields = Omit<DeliveryFields, 'agent'>;
const ratingUniqueId = (sessionId: string) => `service-rating-${sessionId}`;

/** A message the shop itself says, keyed so it is said once. */
const shopWords = (type: Fields['type'], body: unknown, uniqueId: string, at: number): Fields => ({
  type,
  body,
  uniqueId,
  clientCreateTime: at,
  deviceId: null,
  replyMsgId: null,
});

/**
 * What customer service says (issue 15): agents answer as the customer-service user with their name on the message,
 * the desk greets or says when it opens, asks for a rating once resolved, and gives coupons.
 */
export function deskAnswersService(deps: DeskAnswersDeps) {
  const { conversationRepo, agentRepo, customerRepo, delivery, routing, messages, customerServiceUid } = deps;

  const service = () => delivery.profileOf(customerServiceUid);

  /** The name customers see under an answer; the shared service login answers as the shop itself. */
  async function agentName(agentUid: string): Promise<string | null> {
    if (agentUid === customerServiceUid || !(await deps.settings.current()).show_agent_name) return null;
    const [named] = await agentRepo.staffNames([agentUid]);
    return named?.display_name ?? null;
  }

  /**
   * An agent's message to a customer, from the customer-service user, naming the agent. The desk row's move to pending
   * commits with it.
   */
  async function answer(agentUid: string, customerUid: string, fields: Fields, from?: ProfileRow): Promise<ImMessage> {
    const sender = from ?? (await service());
    let answered: AgentAnswered | undefined;
    return delivery.deliver(
      sender,
      customerUid,
      { ...fields, agent: { id: agentUid, name: await agentName(agentUid) } },
      {
        writesNothing: () => messages.answerChangesNothing(singleConversationId(customerUid, sender.id)),
        async write(trx, row) {
          answered = await messages.agentAnswered(trx, row.conversation_id, row.create_time, agentUid);
        },
        async after(message) {
          if (answered) await messages.settle(message.conversation_id, answered);
        },
      },
    );
  }

  /** The shop's own words (greeting, away reply, rating request): from customer service, no agent. */
  async function say(customerUid: string, type: Fields['type'], body: unknown, uniqueId: string, at: number) {
    return delivery.deliver(await service(), customerUid, shopWords(type, body, uniqueId, at));
  }

  async function couponCard(actor: AuditActor, customerUid: string, templateId: string, key: string) {
    const [customer] = await customerRepo.customers([customerUid]);
    if (customer?.role !== 'customer')
      throw invalidParam('body.coupon_id: a guest cannot hold coupons; ask them to log in');
    const template = await deps.coupons.templates.findTemplate(templateId);
    if (!template) throw notFound('coupon template');
    const result = await deps.coupons.issue(actor, {
      id: templateId,
      target: { kind: 'member', memberId: customerUid },
      idempotencyKey: key,
    });
    if (!result.repeated && result.issued === 0) {
      throw conflict(
        result.atLimit ? 'COUPON_LIMIT_REACHED' : 'COUPON_SOLD_OUT',
        result.atLimit
          ? 'body.coupon_id: the customer holds as many of this coupon as allowed'
          : 'body.coupon_id: no coupons of this kind are left',
      );
    }
    const validity = validityAt(template, Date.now());
    return {
      coupon_id: template.id,
      name: template.name,
      kind: template.kind,
      amount_off: toYuan(template.amount_off),
      percent_off: template.percent_off,
      min_spend: toYuan(template.min_spend),
      expires_at: validity?.expiresAt ?? 0,
    } satisfies CouponCardBody;
  }

  return {
    answer,

    /** POST /api/admin/desk/send: the body built by the shop (cards, coupons), the order checked to be the customer's. */
    async send(agent: ImUser & AuditActor, input: DeskSendRequest): Promise<ImMessage> {
      const row = await routing.activeConversation(input.conversation_id);
      const at = Date.now();
      let body: unknown;
      if (input.type === 'text') body = input.body;
      else if (input.type === 'goods') body = await deps.cards.goods(input.body.goods_id);
      else if (input.type === 'order') {
        const order = await customerRepo.findOrder(input.body.order_id);
        // Another customer's order is never shown: it does not exist for this conversation.
        if (!order || order.user_id !== row.customer_uid) throw notFound('order');
        body = await deps.cards.order(agent, order.id);
      } else body = await couponCard(agent, row.customer_uid, input.body.coupon_id, `desk-${input.unique_id}`);
      return answer(agent.uid, row.customer_uid, {
        type: input.type,
        body,
        uniqueId: input.unique_id,
        clientCreateTime: at,
        deviceId: null,
        replyMsgId: null,
      });
    },

    /**
     * A customer's message to the shop (`service` is its profile): the desk opens or reopens the conversation and a new
     * session's greeting is stored in the message's transaction; agents hear of it and the greeting goes out after.
     */
    async customerWriting(from: ProfileRow, service: ProfileRow): Promise<Alongside> {
      // Read before the transaction: on SQLite a read outside it would wait for it.
      const settings = await deps.settings.current();
      let wrote: CustomerWrote | undefined;
      let greeting: MessageRow | undefined;
      return {
        writesNothing: async () =>
          messages.staysOpen(singleConversationId(from.id, service.id), (stayed) => {
            wrote = stayed;
          }),
        async write(trx, row) {
          // A write may run twice (in a batch, then alone): nothing of a rolled-back try is kept.
          greeting = undefined;
          const at = row.create_time;
          wrote = await messages.customerWrote(trx, row.conversation_id, from.id, at);
          if (!wrote.started) return;
          // The member's own choice of language in the shop; a guest, or a member who chose none, reads Chinese.
          const language = isGuest(from) ? null : await customerRepo.languageOf(from.id, trx);
          const words = greetingOf(settings, at, language ?? 'zh-CN');
          if (!words) return;
          const key = `${words.kind}-${wrote.started.session_id}`;
          greeting = await delivery.storeSingle(trx, service, from.id, shopWords('text', words.text, key, at), at);
        },
        async after(message) {
          if (!wrote) return;
          const customer = toEventCustomer(from, from.id);
          await messages.settle(message.conversation_id, wrote, customer);
          await routing.announce({
            kind: 'message',
            conversation_id: message.conversation_id,
            assignee_id: wrote.assigneeId,
            preview: message.type === 'text' ? String(message.body).slice(0, 60) : null,
            ...customer,
          });
          if (greeting) await delivery.pushStored(greeting);
        },
      };
    },

    /** Resolves and asks the customer, once, to rate the conversation. */
    async resolve(actor: AuditActor, conversationId: string) {
      const row = await routing.resolve(actor, conversationId);
      const at = Date.now();
      const body: ServiceRatingBody = { session_id: row.session_id, stars: null, comment: null };
      await say(row.customer_uid, 'service-rating', body, ratingUniqueId(row.session_id), at);
      return row;
    },

    /** The customer's stars for a resolved conversation of theirs, once; the request's card shows them. */
    async rate(customer: ImUser, input: { session_id: string; stars: number; comment?: string | undefined }) {
      const session = await conversationRepo.findSession(input.session_id);
      if (!session || session.customer_uid !== customer.uid) throw notFound('session');
      if (session.resolved_at === null)
        throw conflict('DESK_NOT_RESOLVED', 'session_id: the conversation is not resolved yet');
      const comment = input.comment || null;
      const at = Date.now();
      const rated = await conversationRepo.updateSession(
        session.id,
        { rating: input.stars, rating_comment: comment, rated_at: at },
        { unrated: true, customerUid: customer.uid, resolved: true },
      );
      if (!rated) throw conflict('DESK_ALREADY_RATED', 'session_id: this conversation was rated already');
      const request = await deps.im.findSentByUniqueId(customerServiceUid, ratingUniqueId(session.id));
      if (request) {
        const changes = { body: { session_id: session.id, stars: input.stars, comment }, update_time: at };
        if (await deps.im.updateMessage(request.id, changes)) {
          const participants = await delivery.touchRows(request.conversation_id, at, { ...request, ...changes });
          await delivery.push(participants, await delivery.presentOne({ ...request, ...changes }));
        }
      }
      await routing.announce({ kind: 'rated', conversation_id: session.conversation_id });
      return { session_id: session.id, stars: input.stars, comment };
    },

    /** What the customer opened the service chat from: kept for the panel (and the first goods of a guest). */
    async context(customer: ImUser, input: { goods_id?: string | undefined; order_id?: string | undefined }) {
      if (!input.goods_id === !input.order_id) throw invalidParam('goods_id: give the goods or the order, one of them');
      if (input.goods_id && !(await customerRepo.goods([input.goods_id])).length) throw notFound('goods');
      if (input.order_id && (await customerRepo.findOrder(input.order_id))?.user_id !== customer.uid)
        throw notFound('order');
      const conversationId = singleConversationId(customer.uid, customerServiceUid);
      const at = Date.now();
      const origin = { origin_goods_id: input.goods_id ?? null, origin_order_id: input.order_id ?? null };
      const existing = await conversationRepo.findConversation(conversationId);
      if (existing) {
        await conversationRepo.updateConversation(conversationId, {
          ...origin,
          first_goods_id: existing.first_goods_id ?? input.goods_id ?? null,
        });
      } else {
        // Not a conversation yet (no session): the queue shows it from the customer's first message.
        await conversationRepo.insertConversation({
          conversation_id: conversationId,
          customer_uid: customer.uid,
          assignee_id: null,
          state: 'resolved',
          session_id: '',
          labels: [],
          first_goods_id: input.goods_id ?? null,
          ...origin,
          opened_at: at,
          updated_at: at,
        });
      }
      return { ok: true as const };
    },
  };
}

export type DeskAnswersService = ReturnType<typeof deskAnswersService>;
