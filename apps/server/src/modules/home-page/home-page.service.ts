import crypto from 'node:crypto';
import type { AdminHomeSection, HomeCategories, HotWord } from '@ffe/shared/contracts/admin-home';
import { HOME_CATEGORY_ICONS_AUTO } from '@ffe/shared/domain/home-page';
import type { Db } from '../../db/connect';
import type { AuditActor } from '../../platform/authenticate';
import { invalidParam, notFound, staleRecord } from '../../platform/errors';
import type { ImageUrl } from '../platform';
import { goodsIdsOf, sectionSummary, toAdminHomeSection, toHotWord } from './home-page.mapper';
import type { CategoryChoiceRow, HomePageRepository, HomeSectionRow } from './home-page.repository';
import { firstRepeat, type HomeWriter } from './home-write';

export interface SectionInput {
  title: string;
  titleEn: string | null;
  kind: HomeSectionRow['kind'];
  goodsIds: string[];
}

/** The category icons the home shows: the chosen ones still visible, in order; else the first visible top-level ones. */
export function homeCategoryIcons(categories: readonly CategoryChoiceRow[], chosen: readonly string[] | null) {
  const visible = categories.filter((c) => c.visible === 1);
  if (chosen === null) return visible.filter((c) => c.parent_id === null).slice(0, HOME_CATEGORY_ICONS_AUTO);
  const byId = new Map(visible.map((c) => [c.id, c]));
  return chosen.flatMap((id) => byId.get(id) ?? []);
}

/** The home's category icons, goods sections and hot words, as the console edits them. */
export function homePageService(deps: { repo: HomePageRepository; writer: HomeWriter; imageUrl: ImageUrl }) {
  const { repo, writer, imageUrl } = deps;

  async function categories(trx?: Db): Promise<HomeCategories> {
    const [rows, chosen] = await Promise.all([repo.listCategories(trx), repo.chosenCategoryIds(trx)]);
    return {
      categoryIds: chosen,
      shown: homeCategoryIcons(rows, chosen).map((c) => c.id),
      choices: rows.map((c) => ({
        id: c.id,
        name: c.name,
        icon: imageUrl(c.icon),
        parentId: c.parent_id,
        visible: c.visible === 1,
      })),
    };
  }

  async function presentSections(rows: readonly HomeSectionRow[], trx?: Db): Promise<AdminHomeSection[]> {
    const goods = await repo.goodsByIds([...new Set(rows.flatMap(goodsIdsOf))], trx);
    const byId = new Map(goods.map((g) => [g.id, g]));
    return rows.map((row) => toAdminHomeSection(row, byId, imageUrl));
  }

  /** Chosen goods must exist and appear once; a self-filling section keeps none. */
  async function checkedGoods(input: SectionInput, trx: Db): Promise<string[]> {
    if (input.kind !== 'chosen') return [];
    const repeat = firstRepeat(input.goodsIds);
    if (repeat >= 0) throw invalidParam(`goodsIds.${repeat}: a goods twice`);
    const known = await repo.existingGoodsIds(input.goodsIds, trx);
    const missing = input.goodsIds.findIndex((id) => !known.has(id));
    if (missing >= 0) throw invalidParam(`goodsIds.${missing}: no goods ${input.goodsIds[missing]}`);
    return input.goodsIds;
  }

  return {
    categories: () => categories(),

    /** null goes back to automatic; chosen ids must be categories that exist, each once. */
    updateCategories: (actor: AuditActor, ids: readonly string[] | null) =>
      writer.write(actor, 'home-categories.update', async (trx) => {
        if (ids !== null) {
          const repeat = firstRepeat(ids);
          if (repeat >= 0) throw invalidParam(`categoryIds.${repeat}: a category twice`);
          const known = new Set((await repo.listCategories(trx)).map((c) => c.id));
          const missing = ids.findIndex((id) => !known.has(id));
          if (missing >= 0) throw invalidParam(`categoryIds.${missing}: no category ${ids[missing]}`);
        }
        const before = await repo.chosenCategoryIds(trx);
        await repo.setCategoryIds(trx, ids);
        return { result: await categories(trx), record: { type: 'home', id: 'categories' }, before, after: ids };
      }),

    sections: async () => ({ list: await presentSections(await repo.listSections()) }),

    createSection: (actor: AuditActor, input: SectionInput) =>
      writer.write(actor, 'home-section.create', async (trx) => {
        const row: HomeSectionRow = {
          id: `section-${crypto.randomUUID()}`,
          title: input.title,
          title_en: input.titleEn,
          kind: input.kind,
          goods_ids: JSON.stringify(await checkedGoods(input, trx)),
          sort: await repo.nextSectionSort(trx),
        };
        await repo.insertSection(trx, row);
        const [result] = await presentSections([row], trx);
        return {
          result: result as AdminHomeSection,
          record: { type: 'section', id: row.id },
          after: sectionSummary(row),
        };
      }),

    /** Replaces the section read at `version`; refused (RECORD_CHANGED) when another save raised it since. */
    updateSection: (actor: AuditActor, id: string, version: number, input: SectionInput) =>
      writer.write(actor, 'home-section.update', async (trx) => {
        const before = await repo.findSection(id, trx);
        if (!before) throw notFound('section');
        if (version !== (before.version ?? 1)) throw staleRecord('section', version, before.version ?? 1);
        const change = {
          title: input.title,
          title_en: input.titleEn,
          kind: input.kind,
          goods_ids: JSON.stringify(await checkedGoods(input, trx)),
        };
        if (!(await repo.updateSectionAt(trx, id, version, change))) {
          const now = await repo.findSection(id, trx);
          if (!now) throw notFound('section');
          throw staleRecord('section', version, now.version ?? version);
        }
        const row = { ...before, ...change, version: version + 1 };
        const [result] = await presentSections([row], trx);
        return {
          result: result as AdminHomeSection,
          record: { type: 'section', id },
          before: sectionSummary(before),
          after: sectionSummary(row),
        };
      }),

    /** The chosen section of a title as it is now (its goods and version), or null when there is none. */
    async chosenSectionTitled(title: string) {
      const row = await repo.findSectionTitled(title);
      return row ? { id: row.id, goodsIds: goodsIdsOf(row), version: row.version ?? 1 } : null;
    },

    /**
     * Puts goods in the chosen section of a title in one step (the cooler's 今日花材): replaces its goods when there is
     * one, else adds it at the end of the home.
     */
    putChosenSection: (actor: AuditActor, input: Omit<SectionInput, 'kind'>) =>
      writer.write(actor, 'home-section.update', async (trx) => {
        const goodsIds = await checkedGoods({ ...input, kind: 'chosen' }, trx);
        const before = await repo.findSectionTitled(input.title, trx);
        if (before) {
          const version = before.version ?? 1;
          const change = { kind: 'chosen' as const, title_en: input.titleEn, goods_ids: JSON.stringify(goodsIds) };
          if (!(await repo.updateSectionAt(trx, before.id, version, change)))
            throw staleRecord('section', version, version + 1);
          const row = { ...before, ...change, version: version + 1 };
          return {
            result: { section: { id: row.id, goodsIds, version: row.version }, replaced: true },
            record: { type: 'section', id: row.id },
            before: sectionSummary(before),
            after: sectionSummary(row),
          };
        }
        const row: HomeSectionRow = {
          id: `section-${crypto.randomUUID()}`,
          title: input.title,
          title_en: input.titleEn,
          kind: 'chosen',
          goods_ids: JSON.stringify(goodsIds),
          sort: await repo.nextSectionSort(trx),
        };
        await repo.insertSection(trx, row);
        return {
          result: { section: { id: row.id, goodsIds, version: 1 }, replaced: false },
          record: { type: 'section', id: row.id },
          after: sectionSummary(row),
        };
      }),

    deleteSection: (actor: AuditActor, id: string) =>
      writer.write(actor, 'home-section.delete', async (trx) => {
        const before = await repo.findSection(id, trx);
        if (!before || !(await repo.deleteSection(trx, id))) throw notFound('section');
        return { result: null, record: { type: 'section', id }, before: sectionSummary(before) };
      }),

    reorderSections: (actor: AuditActor, ids: readonly string[]) =>
      writer.write(actor, 'home-section.reorder', async (trx) => {
        const current = await repo.listSections(trx);
        const known = new Set(current.map((row) => row.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw invalidParam(`ids: name each of the ${known.size} sections once`);
        }
        for (const [i, id] of ids.entries()) await repo.setSectionSort(trx, id, i + 1);
        return {
          result: { list: await presentSections(await repo.listSections(trx), trx) },
          record: { type: 'section', id: 'sections' },
          before: current.map((row) => row.id),
          after: ids,
        };
      }),

    hotWords: async () => ({ words: (await repo.listHotWords()).map(toHotWord) }),

    updateHotWords: (actor: AuditActor, words: readonly HotWord[]) =>
      writer.write(actor, 'hot-words.update', async (trx) => {
        const before = (await repo.listHotWords(trx)).map(toHotWord);
        await repo.replaceHotWords(trx, words);
        return { result: { words: [...words] }, record: { type: 'home', id: 'hot-words' }, before, after: words };
      }),
  };
}

export type HomePageService = ReturnType<typeof homePageService>;
