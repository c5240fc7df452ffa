import crypto from 'node:crypto';
import { DESK } from '@ffe/shared/constants';
import type { DeskState, Presence } from '@ffe/shared/contracts/admin-desk';
import type { Db } from '../../db/connect';
import { conflict, notFound } from '../../platform/errors';
import { type AloneIf, singleConversationId } from '../im/im-delivery.service';
import type { DeskAgentRepository } from './desk-agent.repository';
import type { DeskConversationRepository, DeskConversationRow } from './desk-conversation.repository';
import type { DeskPushes } from './desk-pushes.service';
import type { DeskSettingsReader } from './desk-settings.service';
import type { DeskStateCache, DeskStateFacts } from './desk-state-cache';

/** The staff roles whose members answer customers (`chat.answer`). */
export const AGENT_ROLES = ['admin', 'service'] as const;

export interface DeskRoutingDeps {
  conversationRepo: DeskConversationRepository;
  agentRepo: DeskAgentRepository;
  pushes: DeskPushes;
  /** The conversations' states this process remembers; `noDeskStateCache` when the server runs as several. */
  states: DeskStateCache;
  settings: DeskSettingsReader;
  customerServiceUid: string;
  now?: () => number;
}

const ACTIVE: readonly DeskState[] = ['open', 'pending'];

/** A message to an open conversation: it stays with whoever has it, and changes nothing to remember. */
const stays = (row: Pick<DeskConversationRow, 'assignee_id'>, now: DeskConversationRow | undefined): CustomerWrote => ({
  assigneeId: row.assignee_id,
  started: null,
  now,
  mark: -1,
});

/**
 * Who answers which conversation (issue 15): presence, caps, round-robin assignment, take, transfer and resolve. The
 * cap is counted in `desk_agents.open_count` by conditional updates, so concurrent assignments never pass it.
 */
export function deskRouting(deps: DeskRoutingDeps) {
  const { conversationRepo, agentRepo, states } = deps;
  const now = deps.now ?? Date.now;
  const announce = deps.pushes.announce;

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

  /** The desk row, remembered for the next message when nothing changed it meanwhile. */
  async function readRow(conversationId: string) {
    const mark = states.mark(conversationId);
    const row = await conversationRepo.findConversation(conversationId);
    if (row) states.keep(conversationId, row, mark);
    return row;
  }

  async function agentNamed(agentId: string) {
    const [agent] = await agentRepo.agents(AGENT_ROLES, [agentId]);
    if (!agent) throw notFound('agent');
    return agent;
  }

  /** The desk row of an agent, made with the shop's default cap the first time they are seen. */
  async function ensureAgent(agentId: string, trx?: Db) {
    await agentRepo.ensureAgent(agentId, (await deps.settings.current()).default_cap, trx);
  }

  /** Gives a waiting conversation to an online agent with room, `preferred` first (who had it before); or no one. */
  async function assignWaiting(conversationId: string, sessionId: string, preferred?: string | null) {
    const at = now();
    const candidates = await agentsWithRoom(at);
    if (preferred && candidates.includes(preferred)) candidates.unshift(preferred);
    for (const agentId of new Set(candidates)) {
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
        await announce({ kind: 'assigned', conversation_id: conversationId, assignee_id: agentId });
        return agentId;
      }
      if (given === 'gone') return null;
    }
    return null;
  }

  /** Hands waiting conversations, longest waiting first, to agents with room, until none has room. */
  async function drainQueue() {
    for (const waiting of await conversationRepo.waiting(DESK.DRAIN_BATCH)) {
      const agentId = await assignWaiting(waiting.conversation_id, waiting.session_id);
      if (!agentId && !(await agentRepo.agentsWithRoom(now() - DESK.PRESENCE_TTL_MS)).length) return;
    }
  }

  async function activeConversation(conversationId: string): Promise<DeskConversationRow> {
    const row = await conversationRepo.findConversation(conversationId);
    if (!row || row.session_id === '') throw notFound('conversation');
    return row;
  }

  /**
   * A new session for a conversation that has no desk row (`row` undefined) or a resolved one, in the customer's message's
   * transaction: the row, an online agent with room (`row`'s last one first) and the session. Answers no start when
   * another message of the customer started it first.
   */
  async function startSession(
    trx: Db,
    conversationId: string,
    customerUid: string,
    at: number,
    row: DeskConversationRow | undefined,
  ): Promise<Omit<CustomerWrote, 'mark'>> {
    const sessionId = crypto.randomUUID();
    const opened: DeskConversationRow = {
      conversation_id: conversationId,
      customer_uid: customerUid,
      assignee_id: null,
      state: 'open',
      session_id: sessionId,
      labels: row?.labels ?? [],
      first_goods_id: row?.first_goods_id ?? null,
      origin_goods_id: row?.origin_goods_id ?? null,
      origin_order_id: row?.origin_order_id ?? null,
      opened_at: at,
      updated_at: at,
    };
    // The conversation's row first, then the agent's: the order every desk transaction locks them in.
    const taken = row
      ? await conversationRepo.updateConversation(
          conversationId,
          { state: 'open', session_id: sessionId, assignee_id: null, opened_at: at, updated_at: at },
          { state: 'resolved', session_id: row.session_id },
          trx,
        )
      : await conversationRepo.insertConversation(opened, trx);
    if (!taken) return { assigneeId: row?.assignee_id ?? null, started: null, now: undefined };
    const assigneeId = await takeAgent(trx, at, row?.assignee_id);
    if (assigneeId) await conversationRepo.updateConversation(conversationId, { assignee_id: assigneeId }, {}, trx);
    await conversationRepo.insertSession(
      {
        id: sessionId,
        conversation_id: conversationId,
        customer_uid: customerUid,
        assignee_id: assigneeId,
        opened_at: at,
        first_response_at: null,
        resolved_at: null,
        rating: null,
        rating_comment: null,
        rated_at: null,
      },
      trx,
    );
    const started = { ...opened, assignee_id: assigneeId };
    return { assigneeId, started, now: started };
  }

  /** A slot of an online agent with room, `preferred` first (who had the conversation before); or no one. */
  async function takeAgent(trx: Db, at: number, preferred?: string | null): Promise<string | null> {
    const candidates = await agentsWithRoom(at, trx);
    if (preferred && candidates.includes(preferred)) candidates.unshift(preferred);
    for (const agentId of new Set(candidates)) {
      if (await agentRepo.takeSlot(agentId, at, trx)) return agentId;
    }
    return null;
  }

  /** Online agents with room, the longest since given one first; none asked while this process knows nobody has room. */
  async function agentsWithRoom(at: number, trx?: Db): Promise<string[]> {
    if (states.nobodyHasRoom()) return [];
    const mark = states.markRooms();
    const found = await agentRepo.agentsWithRoom(at - DESK.PRESENCE_TTL_MS, trx);
    if (!found.length) states.keepNobodyHasRoom(mark);
    return found;
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

    async setCap(agentId: string, cap: number) {
      await agentNamed(agentId);
      await agentChanging(async () => {
        await ensureAgent(agentId);
        await agentRepo.updateAgent(agentId, { cap });
      });
      await drainQueue();
      return agentNamed(agentId);
    },

    /**
     * Take (to oneself) or transfer: from whoever has it (or no one) to `agentId`. A transfer to someone at their cap
     * is refused (409); taking oneself may pass the cap, an agent's own choice.
     */
    async assign(actorId: string, conversationId: string, agentId: string) {
      const row = await activeConversation(conversationId);
      if (row.state === 'resolved') throw conflict('DESK_RESOLVED', 'conversation_id: the conversation is resolved');
      if (row.assignee_id === agentId) return { before: row, changed: false };
      await agentNamed(agentId);
      await ensureAgent(agentId);
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
          }),
        { freesSlot: true },
      );
      return { before: row, changed: true };
    },

    async resolve(conversationId: string): Promise<DeskConversationRow> {
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
          }),
        { freesSlot: true },
      );
      await announce({ kind: 'resolved', conversation_id: conversationId, assignee_id: row.assignee_id });
      await drainQueue();
      return row;
    },

    /**
     * Before a customer's message, outside its transaction: true when the conversation is open as remembered, so the
     * message changes nothing of it; when this process remembers nothing, the condition for that, read by the store
     * itself. Either way `stayed` hears who has it. False: `customerWrote` must look.
     */
    staysOpen(conversationId: string, stayed: (wrote: CustomerWrote) => void): boolean | AloneIf {
      const known = states.get(conversationId);
      if (known?.state === 'open') {
        stayed(stays(known, undefined));
        return true;
      }
      if (states.remembers) return false;
      const condition = conversationRepo.whileOpen(conversationId);
      return { condition, stored: (row: { assignee_id: string | null }) => stayed(stays(row, undefined)) };
    },

    /**
     * The customer wrote, in the message's transaction: an open conversation stays so (known without a read when this
     * process remembers it); a pending one opens again; a new or resolved one starts a session and is given to an agent.
     * Answers who has it and, when a session started, the new row (the greeting is due). `settle` once it committed.
     */
    async customerWrote(trx: Db, conversationId: string, customerUid: string, at: number): Promise<CustomerWrote> {
      const known = states.get(conversationId);
      if (known?.state === 'open') return stays(known, undefined);
      // Forgotten before the change and settled after it commits: a read in between is never kept.
      states.forget(conversationId);
      const mark = states.mark(conversationId);
      // A conversation a remembering process never saw is most often a new one: its row is written without a read
      // first, and read only when it turns out to exist.
      if (!known && states.remembers) {
        const fresh = await startSession(trx, conversationId, customerUid, at, undefined);
        if (fresh.started) return { ...fresh, mark };
      }
      const row = await conversationRepo.findConversation(conversationId, trx);
      if (row?.state === 'open') return { assigneeId: row.assignee_id, started: null, now: row, mark };
      if (row?.state === 'pending') {
        const reopened = { ...row, state: 'open' as const, updated_at: at };
        await conversationRepo.updateConversation(
          conversationId,
          { state: 'open', updated_at: at },
          { state: 'pending' },
          trx,
        );
        return { assigneeId: row.assignee_id, started: null, now: reopened, mark };
      }
      return { ...(await startSession(trx, conversationId, customerUid, at, row)), mark };
    },

    /**
     * After `customerWrote` or `agentAnswered` committed: this process remembers the row as written, and agents hear of
     * an assignment.
     */
    async settle(conversationId: string, wrote: CustomerWrote | AgentAnswered) {
      if (wrote.mark >= 0) states.settle(conversationId, wrote.now, wrote.mark);
      if ('started' in wrote && wrote.started?.assignee_id) {
        await announce({ kind: 'assigned', conversation_id: conversationId, assignee_id: wrote.started.assignee_id });
      }
    },

    /**
     * A guest logged in and their chat moved to the member (DESIGN §4): so does the desk's row and its sessions. When
     * the member had a row too, the one in use wins; a conversation given up frees its agent's slot.
     */
    async guestBecameMember(guestUid: string, memberUid: string) {
      const from = singleConversationId(guestUid, deps.customerServiceUid);
      const to = singleConversationId(memberUid, deps.customerServiceUid);
      const guestRow = await conversationRepo.findConversation(from);
      if (!guestRow) return;
      const memberRow = await conversationRepo.findConversation(to);
      const inUse = (r: DeskConversationRow) => r.session_id !== '' && r.state !== 'resolved';
      await changing(
        [from, to],
        () =>
          conversationRepo.transaction(async (trx) => {
            await conversationRepo.moveSessions(from, to, memberUid, trx);
            if (memberRow && !inUse(guestRow)) {
              await conversationRepo.deleteConversation(from, trx);
              return;
            }
            if (memberRow) {
              if (inUse(memberRow) && memberRow.assignee_id) await agentRepo.releaseSlot(memberRow.assignee_id, trx);
              await conversationRepo.deleteConversation(to, trx);
            }
            await conversationRepo.updateConversation(from, { conversation_id: to, customer_uid: memberUid }, {}, trx);
          }),
        { freesSlot: true },
      );
      await announce({ kind: 'assigned', conversation_id: to, assignee_id: guestRow.assignee_id });
    },

    /**
     * Before an agent's answer, outside its transaction: true when the answer changes nothing of the desk row (pending
     * already, as remembered or read), so the message is stored on its own. Several processes remember nothing: the
     * store reads the row itself, under the condition answered here.
     */
    async answerChangesNothing(conversationId: string): Promise<boolean | AloneIf> {
      const known = states.get(conversationId);
      if (known) return known.state !== 'open';
      if (!states.remembers) return { condition: conversationRepo.whileNotOpen(conversationId) };
      const row = await readRow(conversationId);
      return row?.state !== 'open';
    },

    /**
     * An agent answered, in the message's transaction: the first answer of a session is its first response, and the
     * conversation waits for the customer. `settle` once it committed: the row is remembered as written when it still
     * had the assignee and session read, so the next answers read nothing.
     */
    async agentAnswered(trx: Db, conversationId: string, at: number): Promise<AgentAnswered> {
      const known = states.get(conversationId);
      states.forget(conversationId);
      const mark = states.mark(conversationId);
      const row = known ?? (await conversationRepo.findConversation(conversationId, trx));
      // Pending already (the session's first response is recorded) or resolved: nothing changes.
      if (row?.state !== 'open') return { now: row, mark };
      const { assignee_id, session_id } = row;
      await conversationRepo.updateSession(session_id, { first_response_at: at }, { firstResponseMissing: true }, trx);
      const changes = { state: 'pending' as const, updated_at: at };
      if (
        await conversationRepo.updateConversation(
          conversationId,
          changes,
          { state: 'open', assignee_id, session_id },
          trx,
        )
      )
        return { now: { state: 'pending', assignee_id, session_id }, mark };
      await conversationRepo.updateConversation(conversationId, changes, { state: 'open' }, trx);
      return { now: undefined, mark };
    },

    /** Refuses a conversation id that is not a customer's conversation with the shop. */
    activeConversation,
  };
}

class AlreadyGiven extends Error {}

/** What an agent's answer did to the desk row: the facts as written (undefined: nothing to remember) and the mark. */
export interface AgentAnswered {
  now: DeskStateFacts | undefined;
  mark: number;
}

/** What a customer's message did to the desk: who has the conversation, a session it started, the row as it now is. */
export interface CustomerWrote {
  assigneeId: string | null;
  started: DeskConversationRow | null;
  /** The row as this message left it, when known (undefined: nothing to remember). */
  now: DeskConversationRow | undefined;
  /** The conversation's count of changes when this one began (-1: it changed nothing); `settle` keeps `now` only if no other began since. */
  mark: number;
}

export type DeskRouting = ReturnType<typeof deskRouting>;
