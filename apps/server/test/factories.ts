import type { LoginResult } from '@ffe/shared/contracts/member';
import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/connect';
import type { CategoryTable, GoodsCommentTable, GoodsSkuTable, GoodsTable, UserTable } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/password';
import { sessionRepository } from '../src/modules/auth/session.repository';
import { smsLimitKeys } from '../src/modules/auth/sms.service';
import { tokenService } from '../src/modules/auth/token.service';
import { wechatIdentityRepository } from '../src/modules/auth/wechat-identity.repository';
import { goodsSearchText } from '../src/modules/catalogue/goods-search-text';
import { post, TEST_TOKEN_SECRET } from './app';

/** Lets the clock move on, so "newest" is never a tie. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

/** Moves a phone's (and an address's) past login-code sends out of every cap's window, as if a day had passed. */
export async function smsSendsLongAgo(db: Db, phone: string, address = '127.0.0.1'): Promise<void> {
  const keys = [smsLimitKeys.resend(phone), smsLimitKeys.phone(phone), smsLimitKeys.address(address)];
  await db.updateTable('sms_send_limits').set({ window_started: 0 }).where('key', 'in', keys).execute();
}

let sequence = 0;
const next = () => ++sequence;

/** Inserts a category; a parent id makes it a second-level one. */
export async function aCategory(db: Db, overrides: Partial<CategoryTable> = {}): Promise<CategoryTable> {
  const n = next();
  const row: CategoryTable = {
    id: `cat-${n}`,
    parent_id: null,
    name: `分类${n}`,
    icon: '/images/icon/rose-red.svg',
    sort: n,
    visible: 1,
    ...overrides,
  };
  await db.insertInto('categories').values(row).execute();
  return row;
}

/** Inserts an on-sale goods with stock; its search text is built as the seed builds it. */
export async function aGoods(db: Db, overrides: Partial<GoodsTable> & { category_id: string }): Promise<GoodsTable> {
  const n = next();
  const name = overrides.name ?? `测试花束${n}`;
  const tags = overrides.tags ?? '[]';
  const row: GoodsTable = {
    id: `goods-t${n}`,
    name,
    sale_price: 19900,
    market_price: 25900,
    stock: 10,
    sales: 0,
    status: 'on_sale',
    cover: `/images/bouquet/rose-red-kraft-${n}.svg`,
    pictures: JSON.stringify([`/images/bouquet/rose-red-kraft-${n}.svg`]),
    tags,
    flower_language: '热烈的爱',
    materials: '红玫瑰11枝',
    packaging: '牛皮纸',
    delivery_notes: '同城3小时送达',
    description: '',
    search_text: goodsSearchText({
      name,
      tags: JSON.parse(tags) as string[],
      flowerLanguage: '热烈的爱',
      categoryName: '',
    }),
    created_at: Date.now() - n * 1000,
    updated_at: Date.now(),
    spec_name: null,
    is_add_on: 0,
    add_on_ids: '[]',
    ...overrides,
  };
  await db.insertInto('goods').values(row).execute();
  return row;
}

export interface OptionSpec {
  name: string;
  /** Cents. */
  sale_price: number;
  market_price?: number;
  stock: number;
  removed?: boolean;
  picture?: string | null;
}

/**
 * Inserts a goods sold in options (decision 020): its row keeps the cheapest live option's prices and their stock sum.
 * Option ids are `<goodsId>-s<n>`, in the order given.
 */
export async function aGoodsWithOptions(
  db: Db,
  overrides: Partial<GoodsTable> & { category_id: string },
  specName: string,
  options: OptionSpec[],
): Promise<{ goods: GoodsTable; skus: GoodsSkuTable[] }> {
  const live = options.filter((o) => !o.removed);
  const cheapest = live.reduce((a, b) => (b.sale_price < a.sale_price ? b : a));
  const goods = await aGoods(db, {
    sale_price: cheapest.sale_price,
    market_price: cheapest.market_price ?? cheapest.sale_price + 5000,
    stock: live.reduce((sum, o) => sum + o.stock, 0),
    spec_name: specName,
    ...overrides,
  });
  const now = Date.now();
  const skus: GoodsSkuTable[] = options.map((o, n) => ({
    id: `${goods.id}-s${n + 1}`,
    goods_id: goods.id,
    name: o.name,
    sale_price: o.sale_price,
    market_price: o.market_price ?? o.sale_price + 5000,
    stock: o.stock,
    sales: 0,
    picture: o.picture ?? null,
    sort: n + 1,
    removed_at: o.removed ? now : null,
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto('goods_skus').values(skus).execute();
  return { goods, skus };
}

/** Inserts an add-on goods (a vase, a card) in its own hidden category, made on first use. */
export async function anAddOn(db: Db, overrides: Partial<GoodsTable> = {}): Promise<GoodsTable> {
  const hidden = await db.selectFrom('categories').select('id').where('id', '=', 'cat-add-ons').executeTakeFirst();
  if (!hidden) {
    await db
      .insertInto('categories')
      .values({
        id: 'cat-add-ons',
        parent_id: null,
        name: '加购',
        icon: '/images/addon/vase.svg',
        sort: 999,
        visible: 0,
      })
      .onConflict((c) => c.column('id').doNothing())
      .execute();
  }
  return aGoods(db, {
    category_id: 'cat-add-ons',
    name: overrides.name ?? '玻璃花瓶',
    sale_price: 3900,
    market_price: 5900,
    stock: 200,
    cover: '/images/addon/vase.svg',
    is_add_on: 1,
    ...overrides,
  });
}

/**
 * Goods that share one category, made on first use: `goods()` inserts one and answers its id.
 * `t` is read when goods are made, so a suite's app (see `describeOnEachDatabase`) can be passed before it exists.
 */
export function goodsInOneCategory(t: { readonly db: Db }) {
  let category: Promise<CategoryTable> | undefined;
  const categoryId = async () => {
    category ??= aCategory(t.db);
    return (await category).id;
  };
  const goods = async (overrides: Partial<GoodsTable> = {}) =>
    (await aGoods(t.db, { category_id: await categoryId(), ...overrides })).id;
  return { categoryId, goods };
}

/** Inserts a comment on a goods. */
export async function aComment(
  db: Db,
  overrides: Partial<GoodsCommentTable> & { goods_id: string },
): Promise<GoodsCommentTable> {
  const n = next();
  const row: GoodsCommentTable = {
    id: `comment-t${n}`,
    user_id: null,
    nickname: '王小明',
    avatar: '/images/avatar/default.svg',
    anonymous: 0,
    rating: 5,
    content: '花很新鲜，包装漂亮',
    pictures: '[]',
    reply: null,
    reply_time: null,
    created_at: Date.now() - n * 1000,
    order_line_id: null,
    spec_name: null,
    sku_name: null,
    ...overrides,
  };
  await db.insertInto('goods_comments').values(row).execute();
  return row;
}

/** A signed-in member: a user row and a live token, as a login would leave them. */
export interface Member {
  id: string;
  token: string;
  tokenExpired: number;
  user: UserTable;
}

/** Inserts a member and signs them in. */
export async function aMember(db: Db, overrides: Partial<UserTable> = {}): Promise<Member> {
  const n = next();
  const now = Date.now();
  const user: UserTable = {
    id: `user-t${n}`,
    role: 'customer',
    phone: `139${String(n).padStart(8, '0')}`,
    username: null,
    password_hash: null,
    wechat_openid: null,
    nickname: `会员${n}`,
    avatar: '',
    gender: 'unknown',
    birthday: null,
    language: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await db.insertInto('users').values(user).execute();
  const issued = await tokenService(sessionRepository(db), TEST_TOKEN_SECRET).issue(user.id, user.role);
  return { id: user.id, ...issued, user };
}

/** A coupon template row; written as a type import so this block can be appended without touching the imports. */
type CouponTemplateRow = import('../src/db/schema').CouponTemplateTable;

/**
 * Inserts a public coupon template: ¥10 off above ¥100 on anything, claimable for the next 30 days, 100 of them,
 * one a member. Amounts are cents, as stored.
 */
export async function aCouponTemplate(db: Db, overrides: Partial<CouponTemplateRow> = {}): Promise<CouponTemplateRow> {
  const n = next();
  const now = Date.now();
  const row: CouponTemplateRow = {
    id: `tpl-t${n}`,
    name: `测试券${n}`,
    kind: 'fixed',
    amount_off: 1000,
    percent_off: 0,
    max_off: 0,
    min_spend: 10000,
    scope: 'all',
    scope_ids: '[]',
    valid_from: now - 86_400_000,
    valid_until: now + 30 * 86_400_000,
    valid_days: null,
    total_quantity: 100,
    claimed_count: 0,
    per_member_limit: 1,
    audience: 'public',
    sort: n,
    created_at: now,
    ended_at: null,
    updated_at: null,
    ...overrides,
  };
  await db.insertInto('coupon_templates').values(row).execute();
  return row;
}

/** The password every `aStaffMember` signs in with. */
export const STAFF_TEST_PASSWORD = 'staff-pass-2026';
// Hashed once: scrypt is slow on purpose, and every staff member of the tests shares the password.
let staffPasswordHash: Promise<string> | undefined;

/** A member of the florist's team as a test knows them: who they are and how they sign in. */
export interface StaffMemberFixture {
  id: string;
  username: string;
  password: string;
  displayName: string;
  role: StaffRole;
}

export interface StaffMemberOverrides {
  id?: string;
  username?: string;
  displayName?: string;
  phone?: string | null;
  enabled?: boolean;
  mustChangePassword?: boolean;
}

/** Inserts a member of the team in `role` (their user row and staff row) whose password is `STAFF_TEST_PASSWORD`. */
export async function aStaffMember(
  db: Db,
  role: StaffRole,
  overrides: StaffMemberOverrides = {},
): Promise<StaffMemberFixture> {
  const n = next();
  const now = Date.now();
  staffPasswordHash ??= hashPassword(STAFF_TEST_PASSWORD);
  const member = {
    id: overrides.id ?? `staff-t${n}`,
    username: overrides.username ?? `${role}${n}`,
    password: STAFF_TEST_PASSWORD,
    displayName: overrides.displayName ?? `${role}·${n}`,
    role,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: member.id,
        role: role === 'admin' ? 'admin' : 'staff',
        username: member.username,
        password_hash: await staffPasswordHash,
        nickname: member.displayName,
        avatar: '',
        gender: 'unknown',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('staff_members')
      .values({
        user_id: member.id,
        role,
        display_name: member.displayName,
        phone: overrides.phone ?? null,
        enabled: overrides.enabled === false ? 0 : 1,
        must_change_password: overrides.mustChangePassword ? 1 : 0,
        last_sign_in_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  return member;
}

/** A staff member signed in: their token as the password login answered it. */
export interface SignedInStaff extends StaffMemberFixture {
  token: string;
  tokenExpired: number;
  login: LoginResult;
}

/** Signs a staff member in through `POST /api/member/login/password`, the console's own path; throws unless it worked. */
export async function signInAsStaff(
  app: FastifyInstance,
  member: StaffMemberFixture,
  password = member.password,
): Promise<SignedInStaff> {
  const res = await post<LoginResult>(app, '/api/member/login/password', { username: member.username, password });
  if (res.status !== 200) throw new Error(`${member.username} could not sign in: ${JSON.stringify(res.body)}`);
  return { ...member, token: res.body.data.token, tokenExpired: res.body.data.tokenExpired, login: res.body.data };
}

/** Binds a member to their openid in a WeChat app, as signing in with WeChat there does. */
export function aWechatIdentity(db: Db, identity: { app_id: string; openid: string; user_id: string }) {
  return wechatIdentityRepository(db).bind({ ...identity, unionid: null, created_at: Date.now() });
}
