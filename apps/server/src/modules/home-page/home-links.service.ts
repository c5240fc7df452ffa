import crypto from 'node:crypto';
import type { AdminHomeLink, homeLinkTarget } from '@ffe/shared/contracts/admin-home';
import type { AuditAction } from '@ffe/shared/domain/audit';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import type { AuditActor } from '../../platform/authenticate';
import { invalidParam, notFound } from '../../platform/errors';
import { pictureAddressParts } from '../images/images.module';
import type { ImageUrl } from '../platform';
import { linkColumns, linkSummary, toAdminHomeLink } from './home-page.mapper';
import type { HomeLinkRow, HomePageRepository } from './home-page.repository';
import type { HomeWriter } from './home-write';

type Slot = HomeLinkRow['slot'];

/** A banner's or card's fields, parsed by the contract. */
export interface HomeLinkInput {
  title: string;
  subtitle: string;
  titleEn: string | null;
  subtitleEn: string | null;
  picture: string;
  link: z.output<typeof homeLinkTarget>;
  activeFrom: number | null;
  activeUntil: number | null;
}

/** Audit names: banners have their own (the issue names them); entry and promotion cards share `home-card.*`. */
const actionOf = (slot: Slot, verb: 'create' | 'update' | 'delete' | 'reorder'): AuditAction =>
  slot === 'banner' ? `banner.${verb}` : `home-card.${verb}`;

/** Banners and the entry and promotion cards: each slot an ordered list of typed links with optional dates. */
export function homeLinksService(deps: { repo: HomePageRepository; writer: HomeWriter; imageUrl: ImageUrl }) {
  const { repo, writer, imageUrl } = deps;
  const present = (row: HomeLinkRow) => toAdminHomeLink(row, imageUrl, writer.now());
  const listOf = async (slot: Slot, trx?: Db) => ({ list: (await repo.linksIn(slot, trx)).map(present) });

  /** A link to a goods or category that does not exist is refused, naming the field. */
  async function checkTarget(input: HomeLinkInput, trx: Db) {
    const { link } = input;
    if (link.type === 'goods' && !(await repo.existingGoodsIds([link.goodsId], trx)).has(link.goodsId)) {
      throw invalidParam(`link.goodsId: no goods ${link.goodsId}`);
    }
    if (link.type === 'category') {
      const categories = await repo.listCategories(trx);
      if (!categories.some((c) => c.id === link.categoryId)) {
        throw invalidParam(`link.categoryId: no category ${link.categoryId}`);
      }
    }
  }

  const columnsOf = (input: HomeLinkInput) => ({
    title: input.title,
    subtitle: input.subtitle,
    title_en: input.titleEn,
    subtitle_en: input.subtitleEn,
    // The console may send back the hashed address it was shown; the row keeps the path.
    image: pictureAddressParts(input.picture).path,
    ...linkColumns(input.link),
    active_from: input.activeFrom,
    active_until: input.activeUntil,
  });

  return {
    list: (slot: Slot) => listOf(slot),

    /** Which card list an id belongs to; a banner's id is not a card's. */
    async cardSlotOf(id: string): Promise<'entry' | 'promotion'> {
      const row = await repo.findLink(id);
      if (!row || row.slot === 'banner') throw notFound('card');
      return row.slot;
    },

    create: (actor: AuditActor, slot: Slot, input: HomeLinkInput): Promise<AdminHomeLink> =>
      writer.write(actor, actionOf(slot, 'create'), async (trx) => {
        await checkTarget(input, trx);
        const row: HomeLinkRow = {
          id: `${slot}-${crypto.randomUUID()}`,
          slot,
          sort: await repo.nextLinkSort(trx, slot),
          ...columnsOf(input),
        };
        await repo.insertLink(trx, row);
        return { result: present(row), record: { type: slot, id: row.id }, after: linkSummary(row) };
      }),

    update: (actor: AuditActor, slot: Slot, id: string, input: HomeLinkInput): Promise<AdminHomeLink> =>
      writer.write(actor, actionOf(slot, 'update'), async (trx) => {
        const before = await repo.findLink(id, trx);
        if (!before || before.slot !== slot) throw notFound(slot);
        await checkTarget(input, trx);
        const row = { ...before, ...columnsOf(input) };
        if (!(await repo.updateLink(trx, id, slot, columnsOf(input)))) throw notFound(slot);
        return {
          result: present(row),
          record: { type: slot, id },
          before: linkSummary(before),
          after: linkSummary(row),
        };
      }),

    remove: (actor: AuditActor, slot: Slot, id: string): Promise<null> =>
      writer.write(actor, actionOf(slot, 'delete'), async (trx) => {
        const before = await repo.findLink(id, trx);
        if (!before || before.slot !== slot || !(await repo.deleteLink(trx, id, slot))) throw notFound(slot);
        return { result: null, record: { type: slot, id }, before: linkSummary(before) };
      }),

    /** `ids` must name every link of the slot exactly once: a list changed meanwhile is refused, not half-sorted. */
    reorder: (actor: AuditActor, slot: Slot, ids: readonly string[]) =>
      writer.write(actor, actionOf(slot, 'reorder'), async (trx) => {
        const current = await repo.linksIn(slot, trx);
        const known = new Set(current.map((row) => row.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw invalidParam(`ids: name each of the ${known.size} ${slot} links once`);
        }
        for (const [i, id] of ids.entries()) await repo.setLinkSort(trx, id, i + 1);
        return {
          result: await listOf(slot, trx),
          record: { type: slot, id: slot },
          before: current.map((row) => row.id),
          after: ids,
        };
      }),
  };
}

export type HomeLinksService = ReturnType<typeof homeLinksService>;
