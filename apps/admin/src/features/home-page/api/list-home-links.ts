import type { AdminHomeLink, HomeLinkSlot } from '@ffe/shared/contracts/admin-home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

/** Banners have their own list (a fixed name); entry and promotion cards share the cards' list. */
export const listHomeLinks = (slot: HomeLinkSlot, signal?: AbortSignal) =>
  slot === 'banner'
    ? call<{ list: AdminHomeLink[] }>('/api/admin/banner/list', {}, signal)
    : call<{ list: AdminHomeLink[] }>('/api/admin/home/entry/list', { slot }, signal);

export const homeLinksQuery = (slot: HomeLinkSlot) =>
  queryOptions({ queryKey: [...HOME_PAGE_KEY, 'links', slot], queryFn: ({ signal }) => listHomeLinks(slot, signal) });

export const useHomeLinks = (slot: HomeLinkSlot) => useQuery(homeLinksQuery(slot));
