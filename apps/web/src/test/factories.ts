import type { CategoryNode, GoodsDetail, GoodsSummary } from '@ffe/shared/contracts/catalogue';
import type { Address } from '@ffe/shared/contracts/member-centre';
import { vi } from 'vitest';

/** A goods on sale with stock; tests override only what they are about. */
export function aGoodsSummary(overrides: Partial<GoodsSummary> = {}): GoodsSummary {
  return {
    id: 'g-rose',
    name: '红玫瑰 11 枝',
    salePrice: 199.5,
    marketPrice: 259,
    cover: '/images/rose.svg',
    stock: 8,
    sales: 1024,
    status: 'on_sale',
    categoryId: 'c-rose',
    tags: [],
    flowerLanguage: '热恋',
    hasSpecs: false,
    ...overrides,
  };
}

/** The detail page's view of `aGoodsSummary()`: pictures, texts and no comments yet. */
export function aGoodsDetail(overrides: Partial<GoodsDetail> = {}): GoodsDetail {
  return {
    ...aGoodsSummary(),
    pictures: ['/images/rose-1.svg', '/images/rose-2.svg'],
    categoryName: '玫瑰',
    materials: '红玫瑰 11 枝，尤加利',
    packaging: '雾面纸',
    deliveryNotes: '同城 3 小时送达',
    description: '送给最爱的人',
    createTime: 1_700_000_000_000,
    comments: { total: 0, goodRate: 100, withPictures: 0, good: 0, neutral: 0, bad: 0 },
    latestComments: [],
    specs: null,
    addOns: [],
    ...overrides,
  };
}

export type Category = Omit<CategoryNode, 'children'>;

/** A top-level category as home icons and sub-category lists carry it. */
export function aCategory(overrides: Partial<Category> = {}): Category {
  return { id: 'c-rose', name: '玫瑰', icon: '/images/rose.svg', parentId: null, ...overrides };
}

/** A category of the tree, without sub-categories unless given. */
export function aCategoryNode(overrides: Partial<CategoryNode> = {}): CategoryNode {
  return { ...aCategory(), children: [], ...overrides };
}

/** A member's default delivery address at home; tests override only what they are about. */
export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 'a-home',
    recipient: '林小花',
    phone: '13800138000',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    detail: '文三路 90 号',
    tag: '家',
    isDefault: true,
    ...overrides,
  };
}

/** A server answer with a code other than 200; see `mockApi`. */
class ApiFailure {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly errCode: string | undefined,
  ) {}
}

export const apiFailure = (code: number, message: string, errCode?: string) => new ApiFailure(code, message, errCode);

export interface MockApi {
  /** The bodies POSTed to `path`, oldest first. */
  bodies<T>(path: string): T[];
}

/**
 * Stubs `fetch` with the shop API: `POST path` answers `routes[path]` in a `{ code: 200, message: 'ok', data }`
 * envelope, or in the failure's envelope for an `apiFailure`. A route that is a function is called with the request
 * body and may return a promise (one that never settles keeps the call on its way). A call no route names rejects. The stub lasts until `vi.unstubAllGlobals()` (after each test, see render-page).
 */
export function mockApi(routes: Record<string, unknown>): MockApi {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const route = routes[path];
      if (init?.method !== 'POST' || route === undefined) throw new Error(`no mock for ${init?.method} ${path}`);
      const body: unknown = JSON.parse(String(init.body));
      calls.push({ path, body });
      const answer = typeof route === 'function' ? await (route as (body: unknown) => unknown)(body) : route;
      return Response.json(
        answer instanceof ApiFailure
          ? { code: answer.code, message: answer.message, errCode: answer.errCode, data: null }
          : { code: 200, message: 'ok', data: answer },
      );
    }),
  );
  return { bodies: <T>(path: string) => calls.filter((call) => call.path === path).map((call) => call.body as T) };
}
