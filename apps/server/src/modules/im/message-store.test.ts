import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { deskConditions } from '../../../test/chatting';
import { createTestDatabase, type TestDatabase } from '../../../test/databases';
import { describeEachDatabase } from '../../../test/each-database';
import { violatesUnique } from '../../db/errors';
import { type ImRepository, imRepository } from './im.repository';
import type { MessageRow } from './im-rows';
import {
  type ConversationTouch,
  conditionalStoreParameters,
  conditionalStoreQuery,
  messageInsert,
  messageValues,
  type StoreCondition,
  touchParameters,
  touchQuery,
} from './message-store';

const CONVERSATION = 'single_store-test';

/** A text from the customer to the service at `at`, with its conversation touch. */
function aText(at: number, uniqueId = `u-${at}`) {
  const row: MessageRow = {
    id: `m-${at}`,
    unique_id: uniqueId,
    conversation_id: CONVERSATION,
    group_id: null,
    from_uid: 'customer',
    to_uid: 'service',
    type: 'text',
    action: null,
    body: `在吗 ${at}`,
    nickname: '小花',
    avatar: '',
    create_time: at,
    client_create_time: at,
    update_time: at,
    is_read: 0,
    is_revoke: 0,
    is_delete: 0,
    is_mute: 0,
    call_uid: null,
    device_id: null,
    reply_msg_id: null,
    agent_id: null,
    agent_name: null,
  };
  const touch: ConversationTouch = {
    conversationId: CONVERSATION,
    type: 1,
    groupId: null,
    message: row,
    note: 'x',
    at,
  };
  const participants = [
    { userId: 'customer', friendUid: 'service', unread: 0 as const },
    { userId: 'service', friendUid: 'customer', unread: 1 as const },
  ];
  return [row, touch, participants] as const;
}

describeEachDatabase("a message stored under another module's condition", (target) => {
  let database: TestDatabase;
  let repo: ImRepository;
  let desk: ReturnType<typeof deskConditions>;
  beforeAll(async () => {
    database = await createTestDatabase(target.url);
    repo = imRepository(database.db, { dialect: database.dialect });
    desk = deskConditions(database.db);
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('im_messages').execute();
    await database.db.deleteFrom('im_conversations').execute();
    await database.db.deleteFrom('desk_conversations').execute();
  });

  const deskRow = (state: string) =>
    database.db
      .insertInto('desk_conversations')
      .values({
        conversation_id: CONVERSATION,
        customer_uid: 'customer',
        assignee_id: 'agent-1',
        state,
        session_id: 's-1',
        labels: '[]',
        first_goods_id: null,
        origin_goods_id: null,
        origin_order_id: null,
        opened_at: 1,
        updated_at: 1,
      })
      .execute();
  const messages = () => database.db.selectFrom('im_messages').select('id').orderBy('id').execute();
  const unread = () =>
    database.db.selectFrom('im_conversations').select(['user_id', 'unread_count']).orderBy('user_id').execute();

  it("stores the message and both participants' rows when the condition holds, and answers its row", async () => {
    await deskRow('open');
    expect(await repo.storeMessageIf(desk.whileOpen(CONVERSATION), ...aText(1000))).toEqual({ assignee_id: 'agent-1' });
    expect(await messages()).toEqual([{ id: 'm-1000' }]);
    expect(await unread()).toEqual([
      { user_id: 'customer', unread_count: 0 },
      { user_id: 'service', unread_count: 1 },
    ]);
  });

  it('writes nothing when the condition does not hold', async () => {
    await deskRow('pending');
    expect(await repo.storeMessageIf(desk.whileOpen(CONVERSATION), ...aText(1000))).toBeUndefined();
    await database.db.deleteFrom('desk_conversations').execute();
    expect(await repo.storeMessageIf(desk.whileOpen(CONVERSATION), ...aText(1001))).toBeUndefined();
    expect(await messages()).toEqual([]);
    expect(await unread()).toEqual([]);
  });

  it('stores an answer while the conversation is not open, with or without a desk row, and never while it is', async () => {
    expect(await repo.storeMessageIf(desk.whileNotOpen(CONVERSATION), ...aText(1000))).toBeTruthy();
    await deskRow('pending');
    expect(await repo.storeMessageIf(desk.whileNotOpen(CONVERSATION), ...aText(1001))).toBeTruthy();
    await database.db.updateTable('desk_conversations').set({ state: 'open' }).execute();
    expect(await repo.storeMessageIf(desk.whileNotOpen(CONVERSATION), ...aText(1002))).toBeUndefined();
    expect(await messages()).toEqual([{ id: 'm-1000' }, { id: 'm-1001' }]);
  });

  it("refreshes the participants' rows: unread grows, except on a muted row", async () => {
    await deskRow('open');
    await repo.storeMessageIf(desk.whileOpen(CONVERSATION), ...aText(1000));
    await repo.storeMessageIf(desk.whileOpen(CONVERSATION), ...aText(1001));
    await database.db.updateTable('im_conversations').set({ mute: 1 }).where('user_id', '=', 'service').execute();
    await repo.storeMessageIf(desk.whileOpen(CONVERSATION), ...aText(1002));
    expect(await unread()).toEqual([
      { user_id: 'customer', unread_count: 0 },
      { user_id: 'service', unread_count: 2 },
    ]);
    const last = await database.db.selectFrom('im_conversations').select('last_msg_id').distinct().execute();
    expect(last).toEqual([{ last_msg_id: 'm-1002' }]);
  });

  it('refuses a repeated unique id as the plain store does, writing nothing more', async () => {
    await deskRow('open');
    await repo.storeMessageIf(desk.whileOpen(CONVERSATION), ...aText(1000, 'same'));
    const again = repo.storeMessageIf(desk.whileOpen(CONVERSATION), ...aText(1001, 'same'));
    await expect(again).rejects.toSatisfy((error) => violatesUnique(error, 'unique_id'));
    expect(await messages()).toEqual([{ id: 'm-1000' }]);
  });

  it("lists the parameters of a plain store's statements, in order, so they are compiled once", () => {
    const [row, touch, participants] = aText(1000);
    expect(messageInsert(database.db, messageValues(row)).compile().parameters).toEqual(messageValues(row));
    expect(touchQuery(database.db, touch, participants).compile().parameters).toEqual(
      touchParameters(touch, participants),
    );
  });

  it('lists the parameters its statement binds, in order, so the statement is compiled once', () => {
    const conditions: StoreCondition<object>[] = [desk.whileOpen(CONVERSATION), desk.whileNotOpen(CONVERSATION)];
    for (const condition of conditions) {
      expect(condition.select(database.db).compile().parameters).toEqual(condition.parameters);
      if (database.dialect === 'sqlite') continue;
      const [row, touch, participants] = aText(1000);
      const values = messageValues(row);
      const statement = conditionalStoreQuery(database.db, condition, values, touch, participants).compile();
      expect(statement.parameters).toEqual(conditionalStoreParameters(condition, values, touch, participants));
    }
  });
});
