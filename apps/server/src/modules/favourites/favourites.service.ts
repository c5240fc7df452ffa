import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import { notFound } from '../../platform/errors';
import { toGoodsSummary } from '../catalogue/catalogue.module';
import type { ImageUrl } from '../platform';
import type { FavouriteRepository } from './favourites.repository';

/** The member's favourite goods. Both ways are idempotent: the heart is simply red or not. */
export function favouriteService(repo: FavouriteRepository, imageUrl: ImageUrl, now: () => number = Date.now) {
  return {
    /** Adding twice is not an error: the heart is already red, and keeps its first date. */
    async add(memberId: string, goodsId: string): Promise<void> {
      if (!(await repo.goodsExists(goodsId))) throw notFound('goods', 'GOODS_NOT_FOUND');
      await repo.insertIgnoringDuplicate(memberId, goodsId, now());
    },

    /** Removing one that is not there is not an error either. */
    async remove(memberId: string, goodsId: string): Promise<void> {
      await repo.deleteOwn(memberId, goodsId);
    },

    isFavourite: (memberId: string, goodsId: string) => repo.isFavourite(memberId, goodsId),

    /** Off-sale goods stay in the list: the web greys them rather than make them vanish. */
    async list(
      memberId: string,
      language: ContentLanguage = 'zh-CN',
    ): Promise<{ list: GoodsSummary[]; total: number }> {
      const list = (await repo.listOf(memberId)).map((row) => toGoodsSummary(row, imageUrl, language));
      return { list, total: list.length };
    },

    /** For the my-account page's counters. */
    countFavourites: (memberId: string) => repo.countFavourites(memberId),
  };
}

export type FavouriteService = ReturnType<typeof favouriteService>;
