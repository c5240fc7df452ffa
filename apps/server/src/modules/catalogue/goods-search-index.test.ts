import type { GoodsSort, SearchGoodsQuery } from '@ffe/shared/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { GoodsSearchIndex, type SearchEntry } from './goods-search-index';

/** 60 goods: every third named 玫瑰, every fifth tagged 玫瑰 only, a few sold out, prices and sales spread. */
const entries: SearchEntry<string>[] = Array.from({ length: 60 }, (_, i) => {
  const name = i % 3 === 0 ? `玫瑰${i}` : `百合${i}`;
  const id = `g${String(i).padStart(2, '0')}`;
  return {
    id,
    searchText: `${name} ${i % 5 === 0 ? '玫瑰' : '花'}`,
    nameText: name,
    categoryId: 'c1',
    parentCategoryId: null,
    salePrice: 1000 + ((i * 37) % 50) * 100,
    sales: (i * 13) % 40,
    createdAt: i,
    soldOut: i % 11 === 0,
    shown: id,
  };
});

const index = new GoodsSearchIndex(
  { loadEntries: async () => entries, readSignature: async () => 'one' },
  { checkEveryMs: 60_000, rebuildEveryMs: 60_000 },
);

const query = (q: Partial<SearchGoodsQuery>): SearchGoodsQuery => ({ sort: 'default', page: 1, pageSize: 7, ...q });

describe('goods search index', () => {
  const sorts: GoodsSort[] = ['default', 'sales', 'priceAsc', 'priceDesc', 'new'];
  it.each(sorts)('pages and counts %s the same with or without a price filter that keeps every goods', async (sort) => {
    for (const keyword of [undefined, '玫瑰', '百合', '花']) {
      for (const page of [1, 2, 5, 12]) {
        const plain = await index.search(query({ keyword, sort, page }));
        const walkedInFull = await index.search(query({ keyword, sort, page, minPrice: 0 }));
        expect(plain).toEqual(walkedInFull);
      }
    }
  });

  it('counts goods whose name holds the keyword before those matched elsewhere', async () => {
    const { hits: ids, total } = await index.search(query({ keyword: '玫瑰', pageSize: 30 }));
    // The 20 named 玫瑰, then the 8 only tagged so (multiples of 5 that are not multiples of 3).
    expect(total).toBe(20 + 8);
    expect(ids.slice(0, 20).every((id) => Number(id.slice(1)) % 3 === 0)).toBe(true);
  });

  it('finds nothing, without failing, in a catalogue with no goods on sale', async () => {
    const empty = new GoodsSearchIndex<string>(
      { loadEntries: async () => [], readSignature: async () => 'none' },
      { checkEveryMs: 60_000, rebuildEveryMs: 60_000 },
    );
    for (const sort of sorts) {
      expect(await empty.search(query({ keyword: '玫瑰', sort }))).toEqual({ hits: [], total: 0 });
    }
  });
});
