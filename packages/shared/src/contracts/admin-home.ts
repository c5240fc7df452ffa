import { z } from 'zod';
import { SEARCH_KEYWORD_MAX_LENGTH } from '../constants';
import { HOME_CATEGORY_ICONS_MAX, HOME_SECTION_MAX_GOODS, HOT_WORDS_MAX, homeSectionKinds } from '../domain/home-page';
import { catalogueId, home } from './catalogue';
import { ENGLISH_TEXT_LIMITS as EN, englishText } from './english-text';
import { recordVersion } from './record-version';

/** A picture path on the shop's own host: a demo picture or an upload (never another site, never `..`). */
export const homePicture = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(images|uploads)\/(?!.*\.\.)[\w\-./%]+$/, 'a picture path under /images/ or /uploads/');

/** A typed link; goods and categories must exist (the server says which field when not). */
export const homeLinkTarget = z.discriminatedUnion('type', [
  z.object({ type: z.literal('goods'), goodsId: catalogueId }),
  z.object({ type: z.literal('category'), categoryId: catalogueId }),
  z.object({ type: z.literal('search'), keyword: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX_LENGTH) }),
  z.object({
    type: z.literal('page'),
    path: z
      .string()
      .trim()
      .max(300)
      .regex(/^\/(?![/\\])\S*$/, 'an in-app path starting with /'),
  }),
]);

/** Banners and the two kinds of cards under them: entries (icon beside words) and promotions (words over a picture). */
export const homeLinkSlot = z.enum(['banner', 'entry', 'promotion']);
export const homeCardSlot = z.enum(['entry', 'promotion']);
export type HomeLinkSlot = z.infer<typeof homeLinkSlot>;

/** Epoch milliseconds, or null for no bound. */
const bound = z.number().int().min(0).nullable().default(null);

const linkFields = {
  title: z.string().trim().min(1).max(30),
  subtitle: z.string().trim().max(60).default(''),
  /** English texts, shown to English readers; null: the Chinese ones (decision 028). */
  titleEn: englishText(EN.LINK_TITLE_MAX).default(null),
  subtitleEn: englishText(EN.LINK_SUBTITLE_MAX).default(null),
  picture: homePicture,
  link: homeLinkTarget,
  activeFrom: bound,
  activeUntil: bound,
};
const untilAfterFrom = (v: { activeFrom: number | null; activeUntil: number | null }) =>
  v.activeFrom === null || v.activeUntil === null || v.activeFrom < v.activeUntil;
const untilAfterFromIssue = { message: 'must be after activeFrom', path: ['activeUntil'] };

/** A banner or card as the console edits it. */
export const adminHomeLink = z.object({
  id: z.string(),
  slot: homeLinkSlot,
  title: z.string(),
  subtitle: z.string(),
  titleEn: z.string().nullable(),
  subtitleEn: z.string().nullable(),
  /** As stored, to edit; `pictureUrl` to show. */
  picture: z.string(),
  pictureUrl: z.string(),
  link: homeLinkTarget,
  /** The shop route the link opens. */
  route: z.string(),
  activeFrom: z.number().nullable(),
  activeUntil: z.number().nullable(),
  /** Shown now, not yet, or no more. */
  state: z.enum(['active', 'scheduled', 'ended']),
  sort: z.number().int(),
});
export type AdminHomeLink = z.infer<typeof adminHomeLink>;

const linkList = z.object({ list: z.array(adminHomeLink) });
const byId = z.object({ id: z.string().min(1).max(64) });
/** The ids of a whole list in their new order: exactly the ids it holds. */
const newOrder = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) });

/** POST /api/admin/banner/list (fixed name) and create/update/delete/reorder beside it. */
export const listBanners = { request: z.object({}), response: linkList, path: '/api/admin/banner/list' as const };
export const createBanner = {
  request: z.object(linkFields).refine(untilAfterFrom, untilAfterFromIssue),
  response: adminHomeLink,
  path: '/api/admin/banner/create' as const,
};
export const updateBanner = {
  request: z.object({ ...byId.shape, ...linkFields }).refine(untilAfterFrom, untilAfterFromIssue),
  response: adminHomeLink,
  path: '/api/admin/banner/update' as const,
};
export const deleteHomeLink = { request: byId, response: z.null() };
export const deleteBanner = { ...deleteHomeLink, path: '/api/admin/banner/delete' as const };
export const reorderBanners = { request: newOrder, response: linkList, path: '/api/admin/banner/reorder' as const };

/** POST /api/admin/home/entry/*: the entry and promotion cards, each slot its own ordered list. */
export const listHomeCards = {
  request: z.object({ slot: homeCardSlot }),
  response: linkList,
  path: '/api/admin/home/entry/list' as const,
};
export const createHomeCard = {
  request: z.object({ slot: homeCardSlot, ...linkFields }).refine(untilAfterFrom, untilAfterFromIssue),
  response: adminHomeLink,
  path: '/api/admin/home/entry/create' as const,
};
export const updateHomeCard = { ...updateBanner, path: '/api/admin/home/entry/update' as const };
export const deleteHomeCard = { ...deleteHomeLink, path: '/api/admin/home/entry/delete' as const };
export const reorderHomeCards = {
  request: newOrder.extend({ slot: homeCardSlot }),
  response: linkList,
  path: '/api/admin/home/entry/reorder' as const,
};
export type CreateBannerRequest = z.input<typeof createBanner.request>;
export type UpdateBannerRequest = z.input<typeof updateBanner.request>;
export type CreateHomeCardRequest = z.input<typeof createHomeCard.request>;

/** A category the console may put on the home. */
export const homeCategoryChoice = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  parentId: z.string().nullable(),
  visible: z.boolean(),
});

/** POST /api/admin/home/categories[/update]: null is automatic (the first top-level categories in tree order). */
export const homeCategories = {
  request: z.object({}),
  response: z.object({
    categoryIds: z.array(z.string()).nullable(),
    /** What the home shows now, in order. */
    shown: z.array(z.string()),
    choices: z.array(homeCategoryChoice),
  }),
  path: '/api/admin/home/categories' as const,
};
export const updateHomeCategories = {
  request: z.object({
    categoryIds: z.array(catalogueId).max(HOME_CATEGORY_ICONS_MAX).nullable(),
  }),
  response: homeCategories.response,
  path: '/api/admin/home/categories/update' as const,
};
export type HomeCategories = z.infer<typeof homeCategories.response>;

export const homeSectionKind = z.enum(homeSectionKinds);

/** A goods a section lists, as the console shows it. */
export const sectionGoods = z.object({
  id: z.string(),
  name: z.string(),
  cover: z.string(),
  salePrice: z.number(),
  status: z.enum(['on_sale', 'off_sale']),
});

export const adminHomeSection = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  kind: homeSectionKind,
  /** The chosen goods in order; empty for a self-filling section. */
  goods: z.array(sectionGoods),
  sort: z.number().int(),
  /** What a save sends back as `version`. */
  version: z.number().int(),
});
export type AdminHomeSection = z.infer<typeof adminHomeSection>;

const sectionFields = {
  title: z.string().trim().min(1).max(20),
  titleEn: englishText(EN.SECTION_TITLE_MAX).default(null),
  kind: homeSectionKind,
  goodsIds: z.array(catalogueId).max(HOME_SECTION_MAX_GOODS).default([]),
};
const chosenHaveGoods = (v: { kind: string; goodsIds: string[] }) => v.kind !== 'chosen' || v.goodsIds.length > 0;
const chosenHaveGoodsIssue = { message: 'a chosen section needs at least one goods', path: ['goodsIds'] };

/** POST /api/admin/home/section/*: the titled goods rows of the home. */
export const listHomeSections = {
  request: z.object({}),
  response: z.object({ list: z.array(adminHomeSection) }),
  path: '/api/admin/home/section/list' as const,
};
export const createHomeSection = {
  request: z.object(sectionFields).refine(chosenHaveGoods, chosenHaveGoodsIssue),
  response: adminHomeSection,
  path: '/api/admin/home/section/create' as const,
};
/** A section's update replaces it whole, from the `version` the editor read (RECORD_CHANGED when stale). */
export const updateHomeSection = {
  request: z
    .object({ ...byId.shape, version: recordVersion, ...sectionFields })
    .refine(chosenHaveGoods, chosenHaveGoodsIssue),
  response: adminHomeSection,
  path: '/api/admin/home/section/update' as const,
};
export const deleteHomeSection = { ...deleteHomeLink, path: '/api/admin/home/section/delete' as const };
export const reorderHomeSections = {
  request: newOrder,
  response: listHomeSections.response,
  path: '/api/admin/home/section/reorder' as const,
};
export type HomeSectionRequest = z.input<typeof createHomeSection.request>;

/** A hot word and the optional English word English readers see instead (null: the Chinese word). */
const hotWordText = z.string().trim().min(1).max(SEARCH_KEYWORD_MAX_LENGTH);
export const hotWord = z.object({
  word: hotWordText,
  wordEn: englishText(SEARCH_KEYWORD_MAX_LENGTH)
    .optional()
    .transform((text) => text ?? null),
});
export type HotWord = z.infer<typeof hotWord>;

/** POST /api/admin/home/hot-words[/update]: the search page's hot words, in order; an update replaces them all. */
export const hotWords = {
  request: z.object({}),
  response: z.object({ words: z.array(z.object({ word: z.string(), wordEn: z.string().nullable() })) }),
  path: '/api/admin/home/hot-words' as const,
};
export const updateHotWords = {
  request: z.object({
    words: z
      // A bare word (as before English words) is a word without English.
      .array(z.union([hotWordText.transform((word): HotWord => ({ word, wordEn: null })), hotWord]))
      .max(HOT_WORDS_MAX)
      .superRefine((words, ctx) => {
        words.forEach(({ word }, i) => {
          if (words.findIndex((w) => w.word === word) < i)
            ctx.addIssue({ code: 'custom', message: 'a word twice', path: [i] });
        });
      }),
  }),
  response: hotWords.response,
  path: '/api/admin/home/hot-words/update' as const,
};

/** POST /api/admin/home/preview: the home as the shop draws it now, from the stored data (no cache), and the hot words. */
export const homePreview = {
  request: z.object({}),
  response: home.response.extend({ hotWords: z.array(z.string()) }),
  path: '/api/admin/home/preview' as const,
};
export type HomePreview = z.infer<typeof homePreview.response>;
