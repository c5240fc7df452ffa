import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';

/** The texts a new shop's desk starts with (issue 40); the shop edits them under 客服设置. */
const SETTINGS = {
  days: [0, 1, 2, 3, 4, 5, 6],
  opens: '09:00',
  closes: '21:00',
  greeting:
    '您好，欢迎光临鲜花速递！客服在线时间为每天 {{hours}}。请直接留言您的问题，涉及订单请附上订单号，客服会尽快回复您。',
  away_reply:
    '您好，现在是非服务时间（客服在线时间为每天 {{hours}}）。请留下您的问题和订单号，客服将于 {{next_open}} 上线后第一时间回复您。',
  greeting_en:
    'Hello and welcome to Fresh Flower Express! Our service hours are {{hours}} (China time) every day. Tell us what you need, with your order number if it is about an order, and an agent will reply shortly.',
  away_reply_en:
    'Hello! We are outside our service hours ({{hours}}, China time) right now. Leave your question and order number, and an agent will reply as soon as we open at {{next_open}}.',
  show_agent_name: true,
  default_cap: 5,
};

/** The shop's shared quick replies to start with: each in Chinese, and in English under the same shortcut with -en. */
const QUICK_REPLIES: [shortcut: string, content: string][] = [
  ['hi', '您好，我是客服{{agent}}，很高兴为您服务，请问有什么可以帮您？'],
  ['hi-en', 'Hello, this is {{agent}} from Fresh Flower Express. How can I help you?'],
  ['order', '麻烦提供一下您的订单号，我马上为您查询。'],
  ['order-en', 'Could you send me your order number? I will look it up right away.'],
  ['wait', '好的，我这边为您查询一下，请稍等片刻。'],
  ['wait-en', 'Sure, let me check that for you. One moment, please.'],
  ['delivery', '鲜花会在您下单时选择的配送日期和时段内送达。如需修改配送时间或地址，请告诉我订单号。'],
  [
    'delivery-en',
    'Your flowers arrive on the date and in the time slot you chose at checkout. To change the time or address, tell me your order number.',
  ],
  ['thanks', '感谢您的耐心等待！请问还有其他可以帮您的吗？'],
  ['thanks-en', 'Thank you for your patience! Is there anything else I can help with?'],
  ['bye', '感谢您的咨询，祝您生活愉快！有任何问题随时联系我们。'],
  ['bye-en', 'Thanks for reaching out, and have a lovely day! Message us any time.'],
];

/**
 * The desk out of the box (issue 40): a new database starts with a greeting, an away reply and shared quick replies in
 * Chinese and English; a database already in use (it has users) keeps what it has. Sessions record the agent who sent
 * the first response, so reports credit them and not whoever the conversation was transferred to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('desk_sessions').addColumn('first_responder_id', 'text').execute();
  // The first response is the answer stored at that instant, the one message of the session's first agent.
  await sql`
    update desk_sessions set first_responder_id = (
      select m.agent_id from im_messages m
      where m.conversation_id = desk_sessions.conversation_id
        and m.create_time = desk_sessions.first_response_at and m.agent_id is not null
      limit 1
    )
    where first_response_at is not null`.execute(db);
  await seedNewShopDesk(db);
}

/** The texts and quick replies, on a database no server has started on yet; any other keeps what it has. */
export async function seedNewShopDesk(db: QueryExecutorProvider): Promise<void> {
  // Servers add the customer-service user on every start: a database with only migration 004's system user was never started on.
  const used = await sql<{ id: string }>`select id from users where id <> 'system' limit 1`.execute(db);
  if (used.rows.length > 0) return;
  const at = Date.now();
  await sql`insert into desk_settings (id, settings, updated_at) values ('desk', ${JSON.stringify(SETTINGS)}, ${at})`.execute(
    db,
  );
  for (const [shortcut, content] of QUICK_REPLIES) {
    await sql`insert into desk_quick_replies (id, owner_id, shortcut, content, created_at, updated_at)
      values (${`default-${shortcut}`}, null, ${shortcut}, ${content}, ${at}, ${at})`.execute(db);
  }
}
