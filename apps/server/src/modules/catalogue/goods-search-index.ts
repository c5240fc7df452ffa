import type { GoodsSort, SearchGoodsQuery } from '@ffe/shared/contracts/catalogue';
import { toCents } from '@ffe/shared/domain/money';

/** What the index keeps of each on-sale goods: enough to filter and order, nothing to show. */
export interface SearchEntry {
  id: string;
  /** Lower-cased name, tags, flower language and category (see goodsSearchText). */
  searchText: string;
  /** Lower-cased name alone, which ranks first under the default order. */
  nameText: string;
  categoryId: string;
  parentCategoryId: string | null;
  salePrice: number;
  sales: number;
  createdAt: number;
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

const byId = (a: SearchEntry, b: SearchEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const comparators: Record<Order, (a: SearchEntry, b: SearchEntry) => number> = {
  sales: (a, b) => b.sales - a.sales || b.createdAt - a.createdAt || byId(a, b),
  priceAsc: (a, b) => a.salePrice - b.salePrice || byId(a, b),
  priceDesc: (a, b) => b.salePrice - a.salePrice || byId(a, b),
  new: (a, b) => b.createdAt - a.createdAt || byId(a, b),
};

/**
 * Keyword search over the on-sale catalogue held in memory, in every order at once. Chinese
 * substrings of any length match (no full-text index segments Chinese, see decision 003). Each
 * search looks at the catalogue's signature (at most every `checkEveryMs`) and rebuilds once when
 * it changed, so several server processes stay in step through the database alone.
 */
export class GoodsSearchIndex {
  private orders: Record<Order, SearchEntry[]> | undefined;
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
    const orders = await this.current();
    const keyword = query.keyword?.toLowerCase();
    const min = query.minPrice === undefined ? undefined : toCents(query.minPrice);
    const max = query.maxPrice === undefined ? undefined : toCents(query.maxPrice);
    const category = query.categoryId;
    let matches = orders[query.sort === 'default' ? 'sales' : query.sort].filter(
      (e) =>
        (!keyword || e.searchText.includes(keyword)) &&
        (!category || e.categoryId === category || e.parentCategoryId === category) &&
        (min === undefined || e.salePrice >= min) &&
        (max === undefined || e.salePrice <= max),
    );
    if (query.sort === 'default' && keyword) {
      // Goods whose own name holds the keyword come before those matched by tags or flower language.
      const inName: SearchEntry[] = [];
      const elsewhere: SearchEntry[] = [];
      for (const e of matches) (e.nameText.includes(keyword) ? inName : elsewhere).push(e);
      matches = inName.concat(elsewhere);
    }
    const start = (query.page - 1) * query.pageSize;
    return { ids: matches.slice(start, start + query.pageSize).map((e) => e.id), total: matches.length };
  }

  private async current(): Promise<Record<Order, SearchEntry[]>> {
    const now = Date.now();
    if (!this.orders) {
      await this.rebuild();
    } else if (now - this.checkedAt >= this.options.checkEveryMs) {
      this.checkedAt = now;
      if ((await this.source.readSignature()) !== this.signature) await this.rebuild();
      // Sales drift is not urgent: rebuild in the background and keep answering meanwhile.
      // A failed background rebuild is retried at the next check.
      else if (now - this.builtAt >= this.options.rebuildEveryMs) this.rebuild().catch(() => undefined);
    }
    if (!this.orders) throw new Error('search index failed to build');
    return this.orders;
  }

  /** One rebuild at a time; callers that arrive meanwhile wait for the same one. */
  private rebuild(): Promise<void> {
    this.building ??= (async () => {
      try {
        const signature = await this.source.readSignature();
        const entries = await this.source.loadEntries();
        this.orders = {
          sales: [...entries].sort(comparators.sales),
          priceAsc: [...entries].sort(comparators.priceAsc),
          priceDesc: [...entries].sort(comparators.priceDesc),
          new: [...entries].sort(comparators.new),
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
