import type { GoodsSort, SearchGoodsQuery } from '@ffe/shared/contracts/catalogue';
import { toCents } from '@ffe/shared/domain/money';

/** What the index keeps of each on-sale goods: enough to filter and order, nothing to show. */
export interface SearchEntry {
  id: string;
  /** Lower-cased names, tags, flower language and category, English ones included (see goodsSearchText). */
  searchText: string;
  /** Lower-cased names alone (Chinese and English), which rank first under the default order. */
  nameText: string;
  categoryId: string;
  parentCategoryId: string | null;
  salePrice: number;
  sales: number;
  createdAt: number;
  /** Nothing left to sell: listed after those that can be bought, in every order. */
  soldOut: boolean;
}

export interface SearchIndexSource {
  /** Every on-sale goods. */
  loadEntries(): Promise<SearchEntry[]>;
  /** Changes whenever a goods is added, removed or updated; cheap to read. */
  readSignature(): Promise<string>;
}

export interface SearchIndexOptions {
  /** How often a search may look at the signature; 0 looks every time. */
  checkEveryMs: number;
  /** A full rebuild this often, so changing sales reorder the lists even without a signature change. */
  rebuildEveryMs: number;
}

type Order = Exclude<GoodsSort, 'default'>;

/** An entry numbered by its place in `entries`, which is its place in the keyword bitmaps. */
type Numbered = SearchEntry & { n: number };

/** The entries in every order, built at once. */
interface Built {
  entries: readonly Numbered[];
  orders: Record<Order, readonly Numbered[]>;
  /** Per keyword: which entries hold it anywhere, and which in their name. Hot words repeat. */
  keywords: Map<string, KeywordMatches>;
}

/** Which entries hold a keyword anywhere and in their name, and how many hold it anywhere and in either. */
interface KeywordMatches {
  anywhere: Uint8Array;
  inName: Uint8Array;
  anywhereCount: number;
  eitherCount: number;
}

/** Keywords whose matches are remembered per build; the least recently used go first. */
const REMEMBERED_KEYWORDS = 500;

const byId = (a: Numbered, b: Numbered) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const inStockFirst = (a: Numbered, b: Numbered) => Number(a.soldOut) - Number(b.soldOut);
const comparators: Record<Order, (a: Numbered, b: Numbered) => number> = {
  sales: (a, b) => inStockFirst(a, b) || b.sales - a.sales || b.createdAt - a.createdAt || byId(a, b),
  priceAsc: (a, b) => inStockFirst(a, b) || a.salePrice - b.salePrice || byId(a, b),
  priceDesc: (a, b) => inStockFirst(a, b) || b.salePrice - a.salePrice || byId(a, b),
  new: (a, b) => inStockFirst(a, b) || b.createdAt - a.createdAt || byId(a, b),
};

/**
 * Keyword search over the on-sale catalogue held in memory, in every order at once. Chinese
 * substrings of any length match (no full-text index segments Chinese, see decision 003). Each
 * search looks at the catalogue's signature (at most every `checkEveryMs`) and rebuilds once when
 * it changed, so several server processes stay in step through the database alone.
 */
export class GoodsSearchIndex {
  private built: Built | undefined;
  private signature = '';
  private builtAt = 0;
  private checkedAt = 0;
  private building: Promise<void> | undefined;

  constructor(
    private readonly source: SearchIndexSource,
    private readonly options: SearchIndexOptions,
  ) {}

  /** The ids of one page of matches, in the asked order, and how many match in all. */
  async search(query: SearchGoodsQuery): Promise<{ ids: string[]; total: number }> {
    const built = await this.current();
    const keyword = query.keyword ? keywordMatches(built, query.keyword.toLowerCase()) : undefined;
    const min = query.minPrice === undefined ? undefined : toCents(query.minPrice);
    const max = query.maxPrice === undefined ? undefined : toCents(query.maxPrice);
    const category = query.categoryId;
    const start = (query.page - 1) * query.pageSize;
    const end = start + query.pageSize;
    // Without a category or price filter the total is known beforehand, so a walk stops once the page is full.
    const filtered = category !== undefined || min !== undefined || max !== undefined;
    const ids: string[] = [];
    let total = 0;

    /** Counts matches and keeps the ids that fall on the asked page. */
    const visit = (order: readonly Numbered[], wanted: (n: number) => boolean) => {
      for (const e of order) {
        if (!filtered && total >= end) return;
        if (
          wanted(e.n) &&
          (!category || e.categoryId === category || e.parentCategoryId === category) &&
          (min === undefined || e.salePrice >= min) &&
          (max === undefined || e.salePrice <= max)
        ) {
          if (total >= start && total < end) ids.push(e.id);
          total++;
        }
      }
    };

    const sales = built.orders.sales;
    if (!keyword) {
      visit(query.sort === 'default' ? sales : built.orders[query.sort], () => true);
    } else if (query.sort === 'default') {
      // Goods whose own name holds the keyword come before those matched by tags or flower language.
      visit(sales, (n) => keyword.inName[n] === 1);
      visit(sales, (n) => keyword.anywhere[n] === 1 && keyword.inName[n] === 0);
    } else {
      visit(built.orders[query.sort], (n) => keyword.anywhere[n] === 1);
    }
    if (!filtered) {
      total = !keyword ? built.entries.length : query.sort === 'default' ? keyword.eitherCount : keyword.anywhereCount;
    }
    return { ids, total };
  }

  private async current(): Promise<Built> {
    const now = Date.now();
    if (!this.built) {
      await this.rebuild();
    } else if (now - this.checkedAt >= this.options.checkEveryMs) {
      this.checkedAt = now;
      if ((await this.source.readSignature()) !== this.signature) await this.rebuild();
      // Sales drift is not urgent: rebuild in the background and keep answering meanwhile.
      // A failed background rebuild is retried at the next check.
      else if (now - this.builtAt >= this.options.rebuildEveryMs) this.rebuild().catch(() => undefined);
    }
    if (!this.built) throw new Error('search index failed to build');
    return this.built;
  }

  /** One rebuild at a time; callers that arrive meanwhile wait for the same one. */
  private rebuild(): Promise<void> {
    this.building ??= (async () => {
      try {
        const signature = await this.source.readSignature();
        // Built field by field: objects made by spreading walk up to twenty times slower in the search loop.
        const entries: Numbered[] = (await this.source.loadEntries()).map((e, n) => ({
          id: e.id,
          searchText: e.searchText,
          nameText: e.nameText,
          categoryId: e.categoryId,
          parentCategoryId: e.parentCategoryId,
          salePrice: e.salePrice,
          sales: e.sales,
          createdAt: e.createdAt,
          soldOut: e.soldOut,
          n,
        }));
        this.built = {
          entries,
          orders: {
            sales: [...entries].sort(comparators.sales),
            priceAsc: [...entries].sort(comparators.priceAsc),
            priceDesc: [...entries].sort(comparators.priceDesc),
            new: [...entries].sort(comparators.new),
          },
          keywords: new Map(),
        };
        this.signature = signature;
        this.builtAt = Date.now();
        this.checkedAt = this.builtAt;
      } finally {
        this.building = undefined;
      }
    })();
    return this.building;
  }
}

/** Which entries hold a keyword, worked out once per build and kept while it is asked for. */
function keywordMatches(built: Built, keyword: string) {
  let found = built.keywords.get(keyword);
  if (found) {
    built.keywords.delete(keyword);
  } else {
    const anywhere = new Uint8Array(built.entries.length);
    const inName = new Uint8Array(built.entries.length);
    let anywhereCount = 0;
    let eitherCount = 0;
    built.entries.forEach((e, n) => {
      if (e.searchText.includes(keyword)) anywhere[n] = 1;
      if (e.nameText.includes(keyword)) inName[n] = 1;
      anywhereCount += anywhere[n] ?? 0;
      eitherCount += anywhere[n] || inName[n] ? 1 : 0;
    });
    found = { anywhere, inName, anywhereCount, eitherCount };
    if (built.keywords.size >= REMEMBERED_KEYWORDS) {
      const oldest = built.keywords.keys().next().value;
      if (oldest !== undefined) built.keywords.delete(oldest);
    }
  }
  // Re-inserting keeps the Map's order as recency order.
  built.keywords.set(keyword, found);
  return found;
}
