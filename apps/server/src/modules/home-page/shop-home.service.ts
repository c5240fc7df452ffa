import type { HomePreview } from '@ffe/shared/contracts/admin-home';
import type { Home, HomeLink } from '@ffe/shared/contracts/catalogue';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import { HOME_SECTION_SIZE, type HomeSectionKind, isActiveAt } from '@ffe/shared/domain/home-page';
import { KeptCopy } from '../../platform/kept-copy';
import type { CatalogueRepository, GoodsRow } from '../catalogue/catalogue.module';
import { toGoodsSummary } from '../catalogue/catalogue.module';
import type { ImageUrl } from '../platform';
import { goodsIdsOf, windowOf } from './home-page.mapper';
import type { CategoryChoiceRow, HomePageRepository } from './home-page.repository';
import { homeCategoryIcons } from './home-page.service';

export interface ShopHomeDeps {
  repo: HomePageRepository;
  goods: Pick<CatalogueRepository, 'topSelling' | 'newest' | 'findGoodsByIds' | 'catalogueSignature'>;
  imageUrl: ImageUrl;
  /** How often a process reads the signature to learn of a change made anywhere; its home is never older. */
  checkEveryMs: number;
  now?: () => number;
}

type TimedLink = HomeLink & {
  slot: string;
  titleEn: string | null;
  subtitleEn: string | null;
  activeFrom: number | null;
  activeUntil: number | null;
};

/**
 * Everything the home shows, with every banner and card and their dates: which show is decided per request. Built in
 * both languages at once, so the one copy answers Chinese and English readers alike (decision 028).
 */
interface Snapshot {
  links: TimedLink[];
  categoryIcons: Record<ContentLanguage, Home['categoryIcons']>;
  sections: Record<ContentLanguage, Home['sections']>;
  hotWords: string[];
}

/** What the home was built from, compared by its signature. */
interface HomeStamp {
  signature: string;
  categories: CategoryChoiceRow[];
}

const inBoth = <T>(make: (language: ContentLanguage) => T): Record<ContentLanguage, T> => ({
  'zh-CN': make('zh-CN'),
  en: make('en'),
});

/**
 * The shop's home, built from the console's data and kept per process (`KeptCopy`). At most every `checkEveryMs` one request reads
 * the signature (the home's version, the goods' count and last change, the categories) and rebuilds when it moved, so
 * a change made through any process shows everywhere within that time; dates are applied on every request, so a banner
 * starts and ends on time without a write.
 */
export function shopHomeService(deps: ShopHomeDeps) {
  const { repo, goods, imageUrl } = deps;
  const now = deps.now ?? (() => Date.now());
  /** A section's goods rows, in order. */
  async function sectionGoods(kind: HomeSectionKind, ids: readonly string[]): Promise<GoodsRow[]> {
    if (kind === 'hot') return goods.topSelling(HOME_SECTION_SIZE);
    if (kind === 'new') return goods.newest(HOME_SECTION_SIZE);
    if (ids.length === 0) return [];
    const byId = new Map((await goods.findGoodsByIds(ids)).map((row) => [row.id, row]));
    // A chosen goods taken off sale (or deleted) drops out of the row until it is back.
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row && row.status === 'on_sale' ? [row] : [];
    });
  }

  async function build(categories: readonly CategoryChoiceRow[]): Promise<Snapshot> {
    const [links, sections, words, chosen] = await Promise.all([
      repo.listLinks(),
      repo.listSections(),
      repo.listHotWords(),
      repo.chosenCategoryIds(),
    ]);
    const icons = homeCategoryIcons(categories, chosen);
    const sectionRows = await Promise.all(
      sections.map(async (s) => ({ section: s, goods: await sectionGoods(s.kind, goodsIdsOf(s)) })),
    );
    return {
      links: links.map((row) => ({
        id: row.id,
        slot: row.slot,
        title: row.title,
        subtitle: row.subtitle,
        titleEn: row.title_en ?? null,
        subtitleEn: row.subtitle_en ?? null,
        image: imageUrl(row.image),
        link: row.link,
        ...windowOf(row),
      })),
      categoryIcons: inBoth((language) =>
        icons.map((c) => ({
          id: c.id,
          name: inLanguage(language, c.name, c.name_en),
          icon: imageUrl(c.icon),
          parentId: c.parent_id,
        })),
      ),
      sections: inBoth((language) =>
        sectionRows.map(({ section, goods: rows }) => ({
          id: section.id,
          title: inLanguage(language, section.title, section.title_en),
          kind: section.kind,
          goods: rows.map((row) => toGoodsSummary(row, imageUrl, language)),
        })),
      ),
      hotWords: words.map((w) => w.word),
    };
  }

  /** The home's stamp: its version, the goods' signature and the categories, which the build then uses. */
  async function stampOf(): Promise<HomeStamp> {
    const [version, goodsSignature, categories] = await Promise.all([
      repo.version(),
      goods.catalogueSignature(),
      repo.listCategories(),
    ]);
    return { signature: JSON.stringify([version, goodsSignature, categories]), categories };
  }

  // A write of this process that committed during a read makes that read too old to keep (`forget`).
  const copy = new KeptCopy<Snapshot, HomeStamp | undefined>({
    checkEveryMs: deps.checkEveryMs,
    stampOf,
    sameStamp: (a, b) => a?.signature === b?.signature,
    load: async (stamp) => {
      const read = stamp ?? (await stampOf());
      return { value: await build(read.categories), stamp: read };
    },
    now,
  });

  /** The snapshot as the shop draws it at `at` in `language`: banners and cards outside their dates left out. */
  function homeAt(snapshot: Snapshot, at: number, language: ContentLanguage): Home {
    const inSlot = (slot: string) =>
      snapshot.links
        .filter((l) => l.slot === slot && isActiveAt(l, at))
        .map((l) => ({
          id: l.id,
          title: inLanguage(language, l.title, l.titleEn),
          subtitle: inLanguage(language, l.subtitle, l.subtitleEn),
          image: l.image,
          link: l.link,
        }));
    return {
      banners: inSlot('banner'),
      entries: inSlot('entry'),
      promotions: inSlot('promotion'),
      categoryIcons: snapshot.categoryIcons[language],
      sections: snapshot.sections[language],
    };
  }

  return {
    /** Drops this process's copy: the next request rebuilds it. */
    forget: (): void => copy.forget(),

    /** POST /api/mall/home: this process's copy, at most `checkEveryMs` behind the database. */
    home: async (language: ContentLanguage = 'zh-CN'): Promise<Home> => homeAt(await copy.current(), now(), language),

    /** The console's preview: built from the database now, past any cache. */
    async preview(language: ContentLanguage = 'zh-CN'): Promise<HomePreview> {
      const snapshot = await build(await repo.listCategories());
      return { ...homeAt(snapshot, now(), language), hotWords: snapshot.hotWords };
    },
  };
}

export type ShopHomeService = ReturnType<typeof shopHomeService>;
