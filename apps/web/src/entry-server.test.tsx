// @vitest-environment node
import type { PageRequest } from '@ffe/shared/server-rendering';
import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { shopRenderer } from './entry-server';
import { aGoodsDetail } from './test/factories';

const rose = aGoodsDetail({ id: 'g-rose', name: '红玫瑰 11 枝', salePrice: 199.5 });
const DETAIL = `/pages/goods/detail/detail?id=${rose.id}`;

type Answers = Record<string, (language: string) => Promise<{ code: number; data: unknown; message?: string }>>;

/** A server that answers the goods detail and refuses the rest, as a server without those goods would. */
function serverAnswering(answers: Answers): PageRequest['callApi'] {
  return vi.fn(async (path: string, _body: object, language: string) => {
    const answer = answers[path];
    return answer ? answer(language) : { code: 404, message: 'No such call or page', data: null };
  });
}

const detailAnswers: Answers = {
  [`/api/mall/goodsInfo/detail/${rose.id}`]: async (language) => ({
    code: 200,
    data: language === 'en' ? { ...rose, name: 'Red roses, 11 stems' } : rose,
  }),
};

const queryKeysOf = (queries: unknown) =>
  (queries as DehydratedState).queries.map((query) => JSON.stringify(query.queryKey));

describe('the server-rendering entry', () => {
  it('renders the goods detail with its name and price, and hands the read goods to the browser', async () => {
    const callApi = serverAnswering(detailAnswers);
    const page = await shopRenderer.renderPage({ url: DETAIL, language: 'zh-CN', callApi });

    expect(page?.html).toContain('红玫瑰 11 枝');
    expect(page?.html).toContain('199.50');
    expect(page?.pageSource).toBe('src/features/catalogue/pages/goods-detail-page.tsx');
    expect(queryKeysOf(page?.queries)).toContain(JSON.stringify(['catalogue', 'goods-detail', rose.id]));
  });

  it('hands over only what every visitor sees alike: never a member-dependent call such as the delivery promise', async () => {
    const callApi = serverAnswering(detailAnswers);
    const page = await shopRenderer.renderPage({ url: DETAIL, language: 'zh-CN', callApi });

    const asked = vi.mocked(callApi).mock.calls.map(([path]) => path);
    expect(asked).not.toContain('/api/mall/delivery/promise');
    for (const key of queryKeysOf(page?.queries)) expect(key).toMatch(/^\["catalogue",/);
  });

  it('renders in the language asked for, and asks the catalogue in it', async () => {
    const page = await shopRenderer.renderPage({
      url: DETAIL,
      language: 'en',
      callApi: serverAnswering(detailAnswers),
    });

    expect(page?.html).toMatch(/<h1[^>]*>Red roses, 11 stems<\/h1>/);
    expect(page?.html).toContain('Add to cart');
    expect(page?.html).not.toContain('加入购物车');
  });

  it('draws a refused call loading and hands nothing over for it: the browser asks again and says what is wrong', async () => {
    const page = await shopRenderer.renderPage({
      url: '/pages/goods/detail/detail?id=missing',
      language: 'zh-CN',
      callApi: serverAnswering({}),
    });

    expect(page?.html).toContain('加载中');
    expect(queryKeysOf(page?.queries)).toEqual([]);
  });

  it('leaves data slower than its budget to the browser: the page is drawn loading', async () => {
    const slow: Answers = {
      [`/api/mall/goodsInfo/detail/${rose.id}`]: () =>
        new Promise((resolve) => setTimeout(() => resolve({ code: 200, data: rose }), 3_000)),
    };
    const started = Date.now();
    const page = await shopRenderer.renderPage({ url: DETAIL, language: 'zh-CN', callApi: serverAnswering(slow) });

    expect(Date.now() - started).toBeLessThan(2_500);
    expect(page?.html).not.toContain('红玫瑰 11 枝');
    expect(queryKeysOf(page?.queries)).toEqual([]);
  });

  it('leaves pages that differ per visitor, and unknown addresses, to the browser', async () => {
    const callApi = serverAnswering({});
    for (const url of ['/pages/tabbar/cart/cart', '/pages/tabbar/me/me', '/no/such/page']) {
      expect(await shopRenderer.renderPage({ url, language: 'zh-CN', callApi })).toBeUndefined();
    }
    expect(callApi).not.toHaveBeenCalled();
  });
});
