import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import type { HomeLinkSlot } from '@ffe/shared/contracts/admin-home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

/** Banners have their own list (a fixed name); entry and promotion cards share the cards' list. */
export const listHomeLinks = (slot: HomeLinkSlot, signal?: AbortSignal) =>
  slot === 'banner'
    ? call<typeof adminHomeContracts.listBanners>('/api/admin/banner/list', {}, signal)
    : call<typeof adminHomeContracts.listHomeCards>('/api/admin/home/entry/list', { slot }, signal);

export const homeLinksQuery = (slot: HomeLinkSlot) =>
  queryOptions({ queryKey: [...HOME_PAGE_KEY, 'links', slot], queryFn: ({ signal }) => listHomeLinks(slot, signal) });

export const useHomeLinks = (slot: HomeLinkSlot) => useQuery(homeLinksQuery(slot));
