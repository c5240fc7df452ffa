import crypto from 'node:crypto';
import { DESK } from '@ffe/shared/constants';
import type { DeskState, Presence } from '@ffe/shared/contracts/admin-desk';
import type { Db } from '../../db/connect';
import type { AuditActor } from '../../platform/authenticate';
import { conflict, notFound } from '../../platform/errors';
import { toCustomerNote } from '../customers/customers.module';
import { singleConversationId } from '../im/im.module';
import type { AuditRepository } from '../platform';
import { toEventCustomer } from './desk.mapper';
import type { DeskAgentRepository } from './desk-agent.repository';
import type { DeskConversationRepository, DeskConversationRow } from './desk-conversation.repository';
import type { DeskCustomerRepository } from './desk-customer.repository';
import type { DeskPushesService } from './desk-pushes.service';
import type { DeskSettingsReader } from './desk-settings.service';
import type { DeskStateCache } from './desk-state-cache';

/** The staff roles whose members answer customers (`chat.answer`). */
export const AGENT_ROLES = ['admin', 'service'] as const;

export interface DeskRoutingDeps {
  conversationRepo: DeskConversationRepository;
  agentRepo: DeskAgentRepository;
  customerRepo: Pick<DeskCustomerRepository, 'customers' | 'insertNote'>;
  audit: Pick<AuditRepository, 'record'>;
  pushes: DeskPushesService;
  /** The conversations' states this process remembers; `noDeskStateCache` when the server runs as several. */
  states: DeskStateCache;
  settings: DeskSettingsReader;
  customerServiceUid: string;
  now?: () => number;
}

const ACTIVE: readonly DeskState[] = ['open', 'pending'];
const conversationRecord = (id: string) => ({ type: 'desk-conversation', id });

/**
 * Who answers which conversation (issue 15): presence, caps, round-robin assignment, take, transfer, resolve and the
 * team's notes. The cap is counted in `desk_agents.open_count` by conditional updates, so concurrent assignments never
 * pass it. What staff change is audited in the change's transaction (issue 40).
 */
export function deskRoutingService(deps: DeskRoutingDeps) {
  const { conversationRepo, agentRepo, customerRepo, audit, states } = deps;
  const now = deps.now ?? Date.now;
  const announce = deps.pushes.announce;

  /** How pushes name the customer of a conversation given to an agent, so the alert says whose it is. */
  async function customerNamed(customerUid: string) {
    const [row] = await customerRepo.customers([customerUid]);
    return toEventCustomer(row, customerUid);
  }

  const nameOf = async (staffId: string | null) =>
    staffId === null ? null : ((await agentRepo.staffNames([staffId]))[0]?.display_name ?? staffId);

  /** The note on the customer a member of the team writes, signed with their name at the time (read before a transaction). */
  const noteBy = async (actor: AuditActor, customerUid: string, content: string) => ({
    id: crypto.randomUUID(),
    user_id: customerUid,
    author_id: actor.id,
    author_name: (await nameOf(actor.id)) ?? '',
    content,
    created_at: now(),
  });

  /** Stores a note in `trx`, audited with it. */
  async function writeNote(
    trx: Db,
    actor: AuditActor,
    conversationId: string,
    note: Awaited<ReturnType<typeof noteBy>>,
  ) {
    const { content } = note;
    await customerRepo.insertNote(note, trx);
    const entry = { area: 'desk', action: 'desk.note', record: conversationRecord(conversationId) } as const;
    await audit.record(trx, { ...entry, actor, after: { note: content } });
    return note;
  }

  /** Every change of a desk row's state or assignee: the remembered state is forgotten before and after it. */
  async function changing<T>(
    conversationIds: readonly string[],
    change: () => Promise<T>,
    { freesSlot = false } = {},
  ): Promise<T> {
    for (const id of conversationIds) states.forget(id);
    if (freesSlot) states.roomsChange();
    try {
      return await change();
    } finally {
      for (const id of conversationIds) states.forget(id);
      if (freesSlot) states.roomsChange();
    }
  }

  /** A change of an agent's presence or cap: whether nobody has room is asked again. */
  async function agentChanging(change: () => Promise<void>) {
    states.roomsChange();
    try {
      await change();
    } finally {
      states.roomsChange();
    }
  }

  async function agentNamed(agentId: string) {
    const [agent] = await agentRepo.agents(AGENT_ROLES, [agentId]);
    if (!agent) throw notFound('agent');
    return agent;
  }

  /** The desk row of an agent, made with the shop's default cap the first time they are seen. */
  async function ensureAgent(agentId: string) {
    await agentRepo.ensureAgent(agentId, (await deps.settings.current()).default_cap);
  }

  /** Gives a waiting conversation to an online agent with room, or to no one. */
  async function assignWaiting(conversationId: string, sessionId: string, customerUid: string) {
    const at = now();
    for (const agentId of await agentsInTurn(at)) {
      const given = await changing([conversationId], () =>
        conversationRepo.transaction(async (trx) => {
          if (!(await agentRepo.takeSlot(agentId, at, trx))) return 'full';
          const taken = await conversationRepo.updateConversation(
            conversationId,
            { assignee_id: agentId, updated_at: at },
            { assignee_id: null, state: ACTIVE, session_id: sessionId },
            trx,
          );
          // Someone else gave it first, or it was resolved meanwhile: the slot goes back in the same transaction.
          if (!taken) throw new AlreadyGiven();
          await conversationRepo.updateSession(sessionId, { assignee_id: agentId }, {}, trx);
          return 'given' as const;
        }),
      ).catch((error) => {
        if (error instanceof AlreadyGiven) return 'gone';
        throw error;
      });
      if (given === 'given') {
        const customer = await customerNamed(customerUid);
        await announce({ kind: 'assigned', conversation_id: conversationId, assignee_id: agentId, ...customer });
        return agentId;
      }
      if (given === 'gone') return null;
    }
    return null;
  }

  /** Hands waiting conversations, longest waiting first, to agents with room, until none has room. */
  async function drainQueue() {
    for (const waiting of await conversationRepo.waiting(DESK.DRAIN_BATCH)) {
      const agentId = await assignWaiting(waiting.conversation_id, waiting.session_id, waiting.customer_uid);
      if (!agentId && !(await agentRepo.agentsWithRoom(now() - DESK.PRESENCE_TTL_MS)).length) return;
    }
  }

  async function activeConversation(conversationId: string): Promise<DeskConversationRow> {
    const row = await conversationRepo.findConversation(conversationId);
    if (!row || row.session_id === '') throw notFound('conversation');
    return row;
  }

  /** Online agents with room, the longest since given one first; none asked while this process knows nobody has room. */
  async function agentsWithRoom(at: number, trx?: Db): Promise<string[]> {
    if (states.nobodyHasRoom()) return [];
    const mark = states.markRooms();
    const found = await agentRepo.agentsWithRoom(at - DESK.PRESENCE_TTL_MS, trx);
    if (!found.length) states.keepNobodyHasRoom(mark);
    return found;
  }

  /** Online agents with room in the order they are given conversations, `preferred` first (who had it before). */
  async function agentsInTurn(at: number, preferred?: string | null, trx?: Db): Promise<string[]> {
    const candidates = await agentsWithRoom(at, trx);
    if (preferred && candidates.includes(preferred)) candidates.unshift(preferred);
    return [...new Set(candidates)];
  }

  return {
    announce,

    async setPresence(agentId: string, presence: Presence) {
      await agentChanging(async () => {
        await ensureAgent(agentId);
        await agentRepo.updateAgent(agentId, { presence, seen_at: now() });
      });
      await announce({ kind: 'presence', assignee_id: agentId });
      if (presence === 'online') await drainQueue();
      return agentNamed(agentId);
    },

    async setCap(actor: AuditActor, agentId: string, cap: number) {
      const agent = await agentNamed(agentId);
      const before = { agent: agent.name, cap: agent.cap ?? (await deps.settings.current()).default_cap };
      await ensureAgent(agentId);
      await agentChanging(() =>
        conversationRepo.transaction(async (trx) => {
          await agentRepo.updateAgent(agentId, { cap }, trx);
          const record = { type: 'desk-agent', id: agentId };
          await audit.record(trx, {
            actor,
            area: 'desk',
            action: 'desk-agent.cap',
            record,
            before,
            after: { ...before, cap },
          });
        }),
      );
      await drainQueue();
      return agentNamed(agentId);
    },

    /**
     * Take (to oneself) or transfer: from whoever has it (or no one) to `agentId`, with the note (for the receiver and
     * the customer's notes) in the same transaction. A transfer to someone at their cap is refused (409); taking oneself
     * may pass the cap, an agent's own choice. Both agents hear of it, the customer named.
     */
    async assign(actor: AuditActor, conversationId: string, agentId: string, note?: string) {
      const actorId = actor.id;
      const row = await activeConversation(conversationId);
      if (row.state === 'resolved') throw conflict('DESK_RESOLVED', 'conversation_id: the conversation is resolved');
      if (row.assignee_id === agentId && !note) return;
      const receiver = await agentNamed(agentId);
      await ensureAgent(agentId);
      const noted = note ? await noteBy(actor, row.customer_uid, note) : undefined;
      if (row.assignee_id === agentId) {
        if (noted) await conversationRepo.transaction((trx) => writeNote(trx, actor, conversationId, noted));
        return;
      }
      const giver = await nameOf(row.assignee_id);
      const at = now();
      await changing(
        [conversationId],
        () =>
          conversationRepo.transaction(async (trx) => {
            // Taking one for oneself may pass the cap (the agent's own choice); a transfer may not.
            if (actorId === agentId) await agentRepo.addSlot(agentId, at, trx);
            else if (!(await agentRepo.takeSlot(agentId, at, trx))) {
              throw conflict('DESK_AGENT_FULL', 'agent_id: this agent already has as many conversations as their cap');
            }
            const moved = await conversationRepo.updateConversation(
              conversationId,
              { assignee_id: agentId, updated_at: at },
              { assignee_id: row.assignee_id, state: ACTIVE, session_id: row.session_id },
              trx,
            );
            if (!moved)
              throw conflict('DESK_CHANGED', 'conversation_id: the conversation changed meanwhile, look again');
            if (row.assignee_id) await agentRepo.releaseSlot(row.assignee_id, trx);
            await conversationRepo.updateSession(row.session_id, { assignee_id: agentId }, {}, trx);
            if (noted) await writeNote(trx, actor, conversationId, noted);
            if (actorId === agentId) return;
            await audit.record(trx, {
              actor,
              area: 'desk',
              action: 'desk.transfer',
              record: conversationRecord(conversationId),
              before: { agent: giver },
              after: { agent: receiver.name, note: note ?? null },
            });
          }),
        { freesSlot: true },
      );
      await announce({
        kind: actorId === agentId ? 'assigned' : 'transferred',
        conversation_id: conversationId,
        assignee_id: agentId,
        from_agent_id: row.assignee_id,
        note: note ?? null,
        ...(await customerNamed(row.customer_uid)),
      });
    },

    /** An internal note on the conversation's customer, never shown to them. */
    async addNote(actor: AuditActor, conversationId: string, content: string) {
      const row = await activeConversation(conversationId);
      const note = await noteBy(actor, row.customer_uid, content);
      await conversationRepo.transaction((trx) => writeNote(trx, actor, conversationId, note));
      return toCustomerNote(note);
    },

    async resolve(actor: AuditActor, conversationId: string): Promise<DeskConversationRow> {
      const row = await activeConversation(conversationId);
      if (row.state === 'resolved')
        throw conflict('DESK_RESOLVED', 'conversation_id: the conversation is resolved already');
      const at = now();
      await changing(
        [conversationId],
        () =>
          conversationRepo.transaction(async (trx) => {
            const done = await conversationRepo.updateConversation(
              conversationId,
              { state: 'resolved', updated_at: at },
              { state: ACTIVE, session_id: row.session_id, assignee_id: row.assignee_id },
              trx,
            );
            if (!done)
              throw conflict('DESK_CHANGED', 'conversation_id: the conversation changed meanwhile, look again');
            if (row.assignee_id) await agentRepo.releaseSlot(row.assignee_id, trx);
            await conversationRepo.updateSession(row.session_id, { resolved_at: at }, {}, trx);
            await audit.record(trx, {
              actor,
              area: 'desk',
              action: 'desk.resolve',
              record: conversationRecord(conversationId),
              before: { state: row.state },
              after: { state: 'resolved' },
            });
          }),
        { freesSlot: true },
      );
      await announce({ kind: 'resolved', conversation_id: conversationId, assignee_id: row.assignee_id });
      await drainQueue();
      return row;
    },

    /**
     * A guest's chat moved to another user (the member it logged in as, decision 005, or its id since decision 047): so
     * do the desk's row and its sessions. When that user had a row too, the one in use wins; a conversation given up
     * frees its agent's slot.
     */
    async guestMoved(guestUid: string, toUid: string) {
      const from = singleConversationId(guestUid, deps.customerServiceUid);
      const to = singleConversationId(toUid, deps.customerServiceUid);
      const guestRow = await conversationRepo.findConversation(from);
      if (!guestRow) return;
      const theirRow = await conversationRepo.findConversation(to);
      const inUse = (r: DeskConversationRow) => r.session_id !== '' && r.state !== 'resolved';
      await changing(
        [from, to],
        () =>
          conversationRepo.transaction(async (trx) => {
            await conversationRepo.moveSessions(from, to, toUid, trx);
            if (theirRow && !inUse(guestRow)) {
              await conversationRepo.deleteConversation(from, trx);
              return;
            }
            if (theirRow) {
              if (inUse(theirRow) && theirRow.assignee_id) await agentRepo.releaseSlot(theirRow.assignee_id, trx);
              await conversationRepo.deleteConversation(to, trx);
            }
            await conversationRepo.updateConversation(from, { conversation_id: to, customer_uid: toUid }, {}, trx);
          }),
        { freesSlot: true },
      );
      const customer = await customerNamed(toUid);
      await announce({ kind: 'assigned', conversation_id: to, assignee_id: guestRow.assignee_id, ...customer });
    },

    /** Refuses a conversation id that is not a customer's conversation with the shop. */
    activeConversation,
    agentsInTurn,
  };
}

class AlreadyGiven extends Error {}

export type DeskRoutingService = ReturnType<typeof deskRoutingService>;
