import crypto from 'node:crypto';
import type {
  MemberSubstitution,
  MissingStem,
  ShortOrder,
  Substitution,
  SubstitutionLine,
  SubstitutionSettings,
  SubstitutionStatus,
  sendSubstitution,
  updateSubstitutionSettings,
} from '@ffe/shared/contracts/cooler-substitutions';
import type { OrderChange } from '@ffe/shared/contracts/order';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import type { OrderEventTable } from '../../db/schema';
import type { AuditActor } from '../../platform/authenticate';
import { badRequest, conflict, notFound, staleRecord } from '../../platform/errors';
import {
  calendarFor,
  type OrderRepository,
  type OrderService,
  plannedChange,
  type Refuse,
  writtenChange,
} from '../orders/orders.module';
import type { AuditRepository } from '../platform';
import { linesOf, stemsText, toMemberSubstitution, toSettings, toStem, toSubstitution } from './substitution.mapper';
import { SETTINGS_ID, type SettingsRow, type SubstitutionRepository } from './substitution.repository';
import { ledgerOf, servable, shortfalls } from './substitution-ledger';

type SendInput = z.output<typeof sendSubstitution.request>;
type SettingsInput = z.output<typeof updateSubstitutionSettings.request>;
type OrderRow = NonNullable<Awaited<ReturnType<OrderRepository['findById']>>>;
type By = OrderEventTable['by'];

/** The shop notice the customer's card is: the chat (listed before this module) delivers it from `system`. */
export type SubstitutionCard = (
  memberId: string,
  body: {
    kind: 'substitution';
    substitution_id: string;
    order_id: string;
    order_no: string;
    name: string;
    lines: Array<{
      name: string;
      name_en: string | null;
      substitute: string;
      substitute_en: string | null;
      units: number;
    }>;
    deadline: number;
    url: string;
    time: number;
  },
  uniqueId: string,
) => Promise<void>;

export interface SubstitutionDeps {
  repo: SubstitutionRepository;
  orderRepo: Pick<
    OrderRepository,
    'findById' | 'insertEvent' | 'changePaid' | 'slotLoads' | 'releaseSlot' | 'bookSlot'
  >;
  orders: Pick<OrderService, 'refundUndelivered'>;
  delivery: { current: Parameters<typeof calendarFor>[1]['current'] };
  stems: { rebook(orderId: string, deliveryDate: string, trx: Db): Promise<void> };
  refunds: { workNow(ids: readonly string[]): Promise<void> };
  card: SubstitutionCard;
  audit: AuditRepository;
  onError: (error: unknown, what: string) => void;
  now?: () => number;
}

/** What a shop starts with: the next day instead, with 12 hours to answer. */
export const DEFAULT_SETTINGS = { substitution_policy: 'next_day', answer_hours: 12 } as const;

const HOUR_MS = 3_600_000;
/** Proposals the console lists, newest first. */
const LIST_LIMIT = 200;
/** Proposals one deadline run settles. */
const DUE_BATCH = 50;
/** Who settles a proposal at its deadline, in the audit log. */
const SHOP: AuditActor = { id: 'system', ip: '' };

const orderPage = (id: string) => `/pages/order/order-detail/order-detail?id=${encodeURIComponent(id)}`;

const dayAfter = (date: string) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
};

const notPaid = (order: Pick<OrderRow, 'order_no' | 'status'>) =>
  conflict('ORDER_STATUS_CONFLICT', `Order ${order.order_no} is ${order.status}: its stems can no longer change`);

const closed = () => conflict('SUBSTITUTION_CLOSED', 'The proposal was settled or its deadline has passed');

/** The customer's words for a next day the calendar refuses, as the shop words a change of delivery. */
const refuse: Refuse = (r) => {
  switch (r.kind) {
    case 'surchargeDiffers':
      return conflict('ORDER_CHANGE_PRICE_DIFFERS', `deliveryDate: ${r.date} has another surcharge than was paid`);
    case 'slotFull':
      return conflict('DELIVERY_SLOT_FULL', `deliverySlot: ${r.slot} on ${r.date} is fully booked`);
    case 'slotUnavailable':
      return conflict('DELIVERY_SLOT_UNAVAILABLE', `deliverySlot: ${r.slot} on ${r.date} can no longer be chosen`);
    case 'dayClosed':
      return conflict('DELIVERY_SLOT_UNAVAILABLE', `deliveryDate: no delivery on ${r.date}`);
    default:
      return conflict('ORDER_CHANGE_PRICE_DIFFERS', `address: ${r.district}`);
  }
};

/**
 * Substitutions for paid orders the cooler fell short of (issue 44): the console lists the orders short of stems with
 * substitutes of the same group at equal or higher value that the cooler can serve, the florist sends one proposal an
 * order, the customer approves it or takes the next day on the chat card, and at the deadline the shop's policy
 * settles it. Each settlement is a conditional update of the proposal in the transaction that applies it, so it
 * happens once however many processes or taps race; each step writes the order's timeline and the audit log.
 */
export function substitutionService(deps: SubstitutionDeps) {
  const { repo, orderRepo, audit } = deps;
  const now = deps.now ?? Date.now;

  async function settingsRow(trx?: Db): Promise<SettingsRow> {
    const row = await repo.settings(trx);
    if (row) return row;
    await seedIfAbsent();
    const seeded = await repo.settings(trx);
    if (!seeded) throw new Error('cooler settings are missing');
    return seeded;
  }

  async function seedIfAbsent() {
    await repo.insertSettingsIfAbsent({ id: SETTINGS_ID, ...DEFAULT_SETTINGS, version: 1, updated_at: now() });
  }

  /** The cooler's ledger of the stems, read in `trx` (under the stems' locks when deciding). */
  async function ledgerFor(stemIds: readonly string[], trx?: Db) {
    const [batches, holds] = await Promise.all([repo.openBatches(stemIds, trx), repo.holdsOf(stemIds, trx)]);
    return ledgerOf(batches, holds);
  }

  /** Paid orders from today on short of stems: the units missing, by order and stem. */
  async function shortNow(trx?: Db) {
    const holds = await repo.holdsFrom(shopDate(now()), trx);
    const stemIds = [...new Set(holds.map((h) => h.stem_id))];
    const ledger = await ledgerFor(stemIds, trx);
    return { holds, missing: shortfalls(ledger, holds) };
  }

  /** Stems of the same group worth at least as much that the cooler can serve on `date` in `units`. */
  function candidatesOf(
    stem: { id: string; substitution_group: string | null; value: number },
    groupStems: ReadonlyArray<{
      id: string;
      name: string;
      name_en: string | null;
      variety: string;
      grade: string;
      substitution_group: string | null;
      value: number;
    }>,
    ledger: Awaited<ReturnType<typeof ledgerFor>>,
    date: string,
    units: number,
  ) {
    if (stem.substitution_group === null) return [];
    return groupStems
      .filter(
        (s) =>
          s.id !== stem.id &&
          s.substitution_group === stem.substitution_group &&
          s.value >= stem.value &&
          servable(ledger, s.id, date, units),
      )
      .sort((a, b) => a.value - b.value || a.name.localeCompare(b.name));
  }

  async function groupStemsOf(stems: ReadonlyArray<{ substitution_group: string | null }>, trx?: Db) {
    const groups = [...new Set(stems.flatMap((s) => (s.substitution_group === null ? [] : [s.substitution_group])))];
    return repo.stemsOfGroups(groups, trx);
  }

  /** One timeline step that changes the order without moving it; the caller holds the order's row. */
  const step = (order: OrderRow, by: By, actorId: string | null, at: number, changes: OrderChange[], trx: Db) =>
    orderRepo.insertEvent(
      {
        id: crypto.randomUUID(),
        order_id: order.id,
        status: order.status,
        by,
        actor_id: actorId,
        at,
        changes: JSON.stringify(changes),
      },
      trx,
    );

  /** The substitutes take the missing stems' place: refused whole when the cooler can no longer serve one of them. */
  async function substitute(order: OrderRow, lines: readonly SubstitutionLine[], trx: Db) {
    const wanted = new Map<string, number>();
    for (const l of lines) wanted.set(l.substitute.id, (wanted.get(l.substitute.id) ?? 0) + l.units);
    const ids = [...new Set([...lines.map((l) => l.stem.id), ...wanted.keys()])].sort();
    // One locking order for every change of holds (the stems' ids), as placing an order takes them.
    for (const id of ids) await repo.lockStem(id, trx);
    for (const l of lines) await repo.lessHeld(order.id, l.stem.id, l.units, trx);
    const ledger = await ledgerFor([...wanted.keys()], trx);
    for (const [stemId, units] of wanted) {
      if (!servable(ledger, stemId, order.delivery_date, units)) {
        const line = lines.find((l) => l.substitute.id === stemId);
        throw conflict('SUBSTITUTE_UNAVAILABLE', `The cooler can no longer serve ${line?.substitute.name ?? stemId}`);
      }
    }
    for (const [stemId, units] of wanted) await repo.moreHeld(order.id, stemId, order.delivery_date, units, trx);
  }

  /**
   * The next day in the same slot, planned on the calendar before the transaction (its reads are not the
   * transaction's): answers the move to write in it.
   */
  async function plannedNextDay(orderId: string, at: number) {
    const order = await orderRepo.findById(orderId);
    if (!order) throw notFound('order');
    const calendar = await calendarFor(orderRepo, deps.delivery, order, at);
    const wanted = { deliveryDate: dayAfter(order.delivery_date), deliverySlot: order.delivery_slot };
    return { planned: order, plan: plannedChange(order, calendar, wanted, refuse), rules: calendar.rules };
  }

  /** The order comes the next day in the same slot, with its stems held for that day (capacity and stems checked). */
  async function nextDay(
    order: OrderRow,
    move: Awaited<ReturnType<typeof plannedNextDay>>,
    at: number,
    trx: Db,
  ): Promise<OrderChange[]> {
    // Another change of the delivery came between the plan and the transaction: plan again on the next tap or run.
    if (order.delivery_date !== move.planned.delivery_date || order.delivery_slot !== move.planned.delivery_slot) {
      throw conflict('ORDER_STATUS_CONFLICT', `Order ${order.order_no} changed its delivery meanwhile`);
    }
    const context = { at, from: ['paid'] as const, refuse, stems: deps.stems };
    if (!(await writtenChange(orderRepo, trx, order, move.plan, move.rules, context))) throw notPaid(order);
    return move.plan.changes;
  }

  /** The order still paid, its row held for the rest of the transaction. */
  async function heldPaidOrder(orderId: string, at: number, trx: Db): Promise<OrderRow> {
    const order = await orderRepo.findById(orderId, trx);
    if (!order) throw notFound('order');
    if (order.status !== 'paid' || !(await orderRepo.changePaid(orderId, {}, at, trx, ['paid']))) throw notPaid(order);
    return order;
  }

  type Way = 'approve' | 'next_day' | 'refund';
  const statusOf: Record<Way, SubstitutionStatus> = { approve: 'approved', next_day: 'moved', refund: 'expired' };
  const actionOf = {
    approve: 'substitution.approve',
    next_day: 'substitution.next-day',
    refund: 'substitution.refund',
  } as const;

  /**
   * Settles the proposal one way in one transaction: the conditional update first (so a second tap or process finds
   * nothing to do), then the change, its timeline step and audit entry. Answers the refund to work, if any.
   */
  async function settle(
    id: string,
    way: Way,
    who: { by: By; actor: AuditActor; outcome: string; when: { before: number } | { due: number } },
    at: number,
  ): Promise<{ settled: boolean; refundId: string | null }> {
    const proposal = await repo.find(id);
    const move = way === 'next_day' && proposal ? await plannedNextDay(proposal.order_id, at) : undefined;
    return repo.transaction(async (trx) => {
      if (!(await repo.settle(id, statusOf[way], who.outcome, at, who.when, trx))) {
        return { settled: false, refundId: null };
      }
      const row = await repo.find(id, trx);
      if (!row) throw notFound('substitution');
      const lines = linesOf(row);
      const actorId = who.by === 'system' ? null : who.actor.id;
      let refundId: string | null = null;
      let after: unknown;
      if (way === 'refund') {
        const order = await orderRepo.findById(row.order_id, trx);
        if (!order) throw notFound('order');
        const reason = '花材不足，未在期限内选择替换或改期';
        const refunded = await deps.orders.refundUndelivered(order.id, ['paid'], who.by, trx, { reason });
        if (refunded === undefined) throw notPaid(order);
        refundId = refunded;
        after = { status: 'refunded' };
      } else {
        const order = await heldPaidOrder(row.order_id, at, trx);
        if (way === 'approve') {
          await substitute(order, lines, trx);
          const changes: OrderChange[] = [
            { field: 'stems', from: stemsText(lines, 'stem'), to: stemsText(lines, 'substitute') },
          ];
          await step(order, who.by, actorId, at, changes, trx);
          after = { stems: changes[0]?.to };
        } else {
          if (!move) throw notFound('order');
          const changes = await nextDay(order, move, at, trx);
          await step(order, who.by, actorId, at, changes, trx);
          after = { deliveryDate: dayAfter(order.delivery_date) };
        }
      }
      await audit.record(trx, {
        actor: who.actor,
        area: 'cooler',
        action: actionOf[way],
        record: { type: 'order', id: row.order_id },
        before: { substitution: id, status: 'proposed' },
        after: { substitution: id, status: statusOf[way], outcome: who.outcome, ...(after as object) },
      });
      return { settled: true, refundId };
    });
  }

  async function ownProposal(memberId: string, id: string) {
    const row = await repo.findOwn(memberId, id);
    if (!row) throw notFound('substitution');
    return row;
  }

  /** The customer's tap: before the deadline only, on their own order only. */
  async function answer(memberId: string, ip: string, id: string, way: 'approve' | 'next_day') {
    const row = await ownProposal(memberId, id);
    const at = now();
    if (row.status !== 'proposed' || Number(row.deadline) <= at) throw closed();
    const outcome = 'customer';
    const { settled } = await settle(
      id,
      way,
      { by: 'customer', actor: { id: memberId, ip }, outcome, when: { before: at } },
      at,
    );
    if (!settled) throw closed();
    return toMemberSubstitution(await ownProposal(memberId, id));
  }

  /** The policy at a proposal's deadline; a way the order cannot take (stems or slot gone) falls back to a refund. */
  async function applyPolicy(id: string, policy: SettingsRow['substitution_policy'], at: number): Promise<boolean> {
    const ways: Way[] =
      policy === 'substitute' ? ['approve', 'refund'] : policy === 'next_day' ? ['next_day', 'refund'] : ['refund'];
    for (const [i, way] of ways.entries()) {
      try {
        const outcome = way === 'refund' && policy !== 'refund' ? 'refunded' : 'policy';
        const done = await settle(id, way, { by: 'system', actor: SHOP, outcome, when: { due: at } }, at);
        if (done.refundId) await deps.refunds.workNow([done.refundId]).catch((e) => deps.onError(e, 'refund'));
        return done.settled;
      } catch (error) {
        if (i === ways.length - 1) {
          // The order moved on (made, cancelled, refunded by staff): nothing left to settle but the proposal.
          return repo.transaction((trx) => repo.settle(id, 'withdrawn', 'order-moved-on', at, { due: at }, trx));
        }
        deps.onError(error, `substitution ${way} at the deadline`);
      }
    }
    return false;
  }

  return {
    seedIfAbsent,

    async settings(): Promise<SubstitutionSettings> {
      return toSettings(await settingsRow());
    },

    /** The policy and hours to answer; a stale version answers 409 RECORD_CHANGED and changes nothing. */
    async updateSettings(actor: AuditActor, input: SettingsInput): Promise<SubstitutionSettings> {
      await settingsRow();
      return repo.transaction(async (trx) => {
        const row = await settingsRow(trx);
        if (input.version !== row.version) throw staleRecord('substitution settings', input.version, row.version);
        const change = { substitution_policy: input.policy, answer_hours: input.answerHours, updated_at: now() };
        if (!(await repo.replaceSettings(row.version, change, trx))) {
          const current = await settingsRow(trx);
          throw staleRecord('substitution settings', input.version, current.version);
        }
        await audit.record(trx, {
          actor,
          area: 'cooler',
          action: 'substitution-settings.update',
          record: { type: 'cooler-settings', id: SETTINGS_ID },
          before: { policy: row.substitution_policy, answerHours: row.answer_hours },
          after: { policy: input.policy, answerHours: input.answerHours },
        });
        return toSettings({ ...row, ...change, version: row.version + 1 });
      });
    },

    /** Paid orders the cooler can no longer serve on their date, each with its missing stems and candidates. */
    async shortOrders(): Promise<ShortOrder[]> {
      const { holds, missing } = await shortNow();
      const orderIds = [...missing.keys()];
      if (orderIds.length === 0) return [];
      const missingStemIds = [...new Set([...missing.values()].flatMap((m) => [...m.keys()]))];
      const stems = await repo.stems(missingStemIds);
      const groupStems = await groupStemsOf(stems);
      const ledger = await ledgerFor(groupStems.map((s) => s.id));
      const open = new Map((await repo.openOf(orderIds)).map((r) => [r.order_id, r]));
      const list: ShortOrder[] = [];
      for (const [orderId, byStem] of missing) {
        const hold = holds.find((h) => h.order_id === orderId);
        if (!hold) continue;
        const lines: MissingStem[] = [];
        for (const [stemId, units] of byStem) {
          const stem = stems.find((s) => s.id === stemId);
          if (!stem) continue;
          const held = holds.find((h) => h.order_id === orderId && h.stem_id === stemId)?.quantity ?? units;
          const candidates = candidatesOf(stem, groupStems, ledger, hold.delivery_date, units).map(toStem);
          lines.push({ stem: toStem(stem), held, missing: units, candidates });
        }
        const proposal = open.get(orderId);
        list.push({
          orderId,
          orderNo: hold.order_no,
          deliveryDate: hold.delivery_date,
          deliverySlot: hold.delivery_slot,
          recipientName: hold.recipient_name,
          paidAt: hold.paid_at,
          missing: lines,
          open: proposal
            ? toSubstitution({ ...proposal, order_no: hold.order_no, delivery_date: hold.delivery_date })
            : null,
        });
      }
      return list.sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate) || a.orderNo.localeCompare(b.orderNo));
    },

    async list(status?: SubstitutionStatus): Promise<Substitution[]> {
      return (await repo.list(status, LIST_LIMIT)).map(toSubstitution);
    },

    /**
     * Sends the proposal: each stem the order is short of replaced by one of its candidates, unit for unit. One open
     * proposal an order (a second: 409 SUBSTITUTION_OPEN); the card goes to the customer's chat after the commit.
     */
    async send(actor: AuditActor, input: SendInput): Promise<Substitution> {
      const at = now();
      const order = await orderRepo.findById(input.orderId);
      if (!order) throw notFound('order');
      if (order.status !== 'paid') throw notPaid(order);
      const byStem = (await shortNow()).missing.get(order.id);
      if (!byStem) throw conflict('ORDER_NOT_SHORT', `Order ${order.order_no} is short of no stem`);
      const chosen = new Map(input.lines.map((l) => [l.stemId, l.substituteId]));
      for (const stemId of chosen.keys()) {
        if (!byStem.has(stemId)) throw badRequest('INVALID_PARAM', `lines: the order is not short of ${stemId}`);
      }
      for (const stemId of byStem.keys()) {
        if (!chosen.has(stemId)) throw badRequest('INVALID_PARAM', `lines: choose a substitute for ${stemId}`);
      }
      const stems = await repo.stems([...byStem.keys()]);
      const groupStems = await groupStemsOf(stems);
      const ledger = await ledgerFor(groupStems.map((s) => s.id));
      const lines: SubstitutionLine[] = [];
      for (const [stemId, units] of byStem) {
        const stem = stems.find((s) => s.id === stemId);
        if (!stem) throw notFound('stem');
        const substitute = candidatesOf(stem, groupStems, ledger, order.delivery_date, units).find(
          (c) => c.id === chosen.get(stemId),
        );
        if (!substitute) {
          throw badRequest('INVALID_PARAM', `lines: ${chosen.get(stemId)} cannot stand in for ${stem.name} then`);
        }
        lines.push({ stem: toStem(stem), substitute: toStem(substitute), units });
      }
      const settings = await settingsRow();
      const row = {
        id: crypto.randomUUID(),
        order_id: order.id,
        status: 'proposed' as const,
        lines: JSON.stringify(lines),
        deadline: at + settings.answer_hours * HOUR_MS,
        outcome: null,
        created_by: actor.id,
        created_at: at,
        decided_at: null,
      };
      await repo.transaction(async (trx) => {
        const held = await heldPaidOrder(order.id, at, trx);
        if (!(await repo.insertIfNoneOpen(row, trx))) {
          throw conflict('SUBSTITUTION_OPEN', `Order ${order.order_no} already has a proposal waiting`);
        }
        const changes: OrderChange[] = [
          { field: 'substitution', from: stemsText(lines, 'stem'), to: stemsText(lines, 'substitute') },
        ];
        await step(held, 'staff', actor.id, at, changes, trx);
        await audit.record(trx, {
          actor,
          area: 'cooler',
          action: 'substitution.propose',
          record: { type: 'order', id: order.id },
          after: { substitution: row.id, lines: changes[0]?.to, deadline: row.deadline },
        });
      });
      await deps
        .card(
          order.user_id,
          {
            kind: 'substitution',
            substitution_id: row.id,
            order_id: order.id,
            order_no: order.order_no,
            name: order.order_no,
            lines: lines.map((l) => ({
              name: l.stem.name,
              name_en: l.stem.nameEn,
              substitute: l.substitute.name,
              substitute_en: l.substitute.nameEn,
              units: l.units,
            })),
            deadline: row.deadline,
            url: orderPage(order.id),
            time: at,
          },
          `substitution-${row.id}`,
        )
        .catch((error) => deps.onError(error, 'substitution card'));
      return toSubstitution({ ...row, order_no: order.order_no, delivery_date: order.delivery_date });
    },

    /** The member's own order's proposal, as the card shows it. */
    async ofMember(memberId: string, id: string): Promise<MemberSubstitution> {
      return toMemberSubstitution(await ownProposal(memberId, id));
    },

    approve: (memberId: string, ip: string, id: string) => answer(memberId, ip, id, 'approve'),
    nextDay: (memberId: string, ip: string, id: string) => answer(memberId, ip, id, 'next_day'),

    /** One run of the deadline job: each due proposal settled by the shop's policy, once across processes. */
    async applyDue(): Promise<number> {
      const at = now();
      const due = await repo.due(at, DUE_BATCH);
      if (due.length === 0) return 0;
      const policy = (await settingsRow()).substitution_policy;
      let settled = 0;
      for (const { id } of due) if (await applyPolicy(id, policy, at)) settled++;
      return settled;
    },
  };
}

export type SubstitutionService = ReturnType<typeof substitutionService>;
