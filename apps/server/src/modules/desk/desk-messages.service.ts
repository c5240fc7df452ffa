import crypto from 'node:crypto';
import type { Db } from '../../db/connect';
import type { AloneIf } from '../im/im.module';
import type { EventCustomer } from './desk.mapper';
import type { DeskAgentRepository } from './desk-agent.repository';
import type { DeskConversationRepository, DeskConversationRow } from './desk-conversation.repository';
import type { DeskPushesService } from './desk-pushes.service';
import type { DeskRoutingService } from './desk-routing.service';
import type { DeskStateCache, DeskStateFacts } from './desk-state-cache';

export interface DeskMessagesDeps {
  conversationRepo: DeskConversationRepository;
  agentRepo: DeskAgentRepository;
  pushes: DeskPushesService;
  /** The conversations' states this process remembers; `noDeskStateCache` when the server runs as several. */
  states: DeskStateCache;
  routing: Pick<DeskRoutingService, 'agentsInTurn'>;
}

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

/** A message to an open conversation: it stays with whoever has it, and changes nothing to remember. */
const stays = (row: Pick<DeskConversationRow, 'assignee_id'>, now: DeskConversationRow | undefined): CustomerWrote => ({
  assigneeId: row.assignee_id,
  started: null,
  now,
  mark: -1,
});

/**
 * What each chat message does to its conversation's desk row (issue 15): a customer's opens a session or reopens it,
 * an agent's first answer records the first response. Every step runs in the message's own transaction, or, when
 * nothing changes, as the condition of its store (decision 044).
 */
export function deskMessagesService(deps: DeskMessagesDeps) {
  const { conversationRepo, agentRepo, states, routing } = deps;

  /** The desk row, remembered for the next message when nothing changed it meanwhile. */
  async function readRow(conversationId: string) {
    const mark = states.mark(conversationId);
    const row = await conversationRepo.findConversation(conversationId);
    if (row) states.keep(conversationId, row, mark);
    return row;
  }

  /** A slot of an online agent with room, `preferred` first (who had the conversation before); or no one. */
  async function takeAgent(trx: Db, at: number, preferred?: string | null): Promise<string | null> {
    for (const agentId of await routing.agentsInTurn(at, preferred, trx)) {
      if (await agentRepo.takeSlot(agentId, at, trx)) return agentId;
    }
    return null;
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
        first_responder_id: null,
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

  return {
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
     * an assignment, naming the `customer`.
     */
    async settle(conversationId: string, wrote: CustomerWrote | AgentAnswered, customer?: EventCustomer) {
      if (wrote.mark >= 0) states.settle(conversationId, wrote.now, wrote.mark);
      if ('started' in wrote && wrote.started?.assignee_id) {
        await deps.pushes.announce({
          kind: 'assigned',
          conversation_id: conversationId,
          assignee_id: wrote.started.assignee_id,
          ...customer,
        });
      }
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
     * An agent answered, in the message's transaction: the first answer of a session is its first response, credited
     * to `agentId` who sent it (not whoever has the conversation later), and the conversation waits for the customer. `settle` once it committed: the row is remembered as written when it still
     * had the assignee and session read, so the next answers read nothing.
     */
    async agentAnswered(trx: Db, conversationId: string, at: number, agentId: string): Promise<AgentAnswered> {
      const known = states.get(conversationId);
      states.forget(conversationId);
      const mark = states.mark(conversationId);
      const row = known ?? (await conversationRepo.findConversation(conversationId, trx));
      // Pending already (the session's first response is recorded) or resolved: nothing changes.
      if (row?.state !== 'open') return { now: row, mark };
      const { assignee_id, session_id } = row;
      const firstResponse = { first_response_at: at, first_responder_id: agentId };
      await conversationRepo.updateSession(session_id, firstResponse, { firstResponseMissing: true }, trx);
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
  };
}

export type DeskMessagesService = ReturnType<typeof deskMessagesService>;
