// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../lib/paths';
import { useUserStore } from '../stores/user-store';
import { mockApi } from '../test/factories';
import '../test/render-page';
import { LazyPage } from './lazy-page';
import type { PageModule } from './page-module';
import { routeTable } from './route-table';

const ORDERS = '/api/mall/order/list';
const entry = (path: string) => {
  const found = routeTable.find((e) => e.path === path);
  if (!found) throw new Error(`no route at ${path}`);
  return found;
};

/** The page's code never arrives, the account check never answers and the chat never starts: only the call runs. */
function openWithoutItsCode(path: string, props: Record<string, string> = {}) {
  useUserStore.setState({ loginStatus: 'checking', isLogin: false, user: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const never = () => new Promise<PageModule>(() => {});
  render(
    <QueryClientProvider client={client}>
      <LazyPage load={never} prefetch={entry(path).prefetch} props={props} />
    </QueryClientProvider>,
  );
  return client;
}

describe('a member page opened directly', () => {
  it('starts 我的订单’s call beside its code, without waiting for the page’s chunks, the account check or the chat', async () => {
    const api = mockApi({ [ORDERS]: { list: [], total: 0, page: 1, pageSize: 10 } });
    const client = openWithoutItsCode(PATHS.orderList, { tab: 'paid' });
    await waitFor(() => expect(api.bodies(ORDERS)).toEqual([{ status: 'paid', page: 1, pageSize: 20 }]));
    // The page's own query finds the answer under its key.
    await waitFor(() => expect(client.getQueryData(['orders', 'list', 'paid'])).toBeDefined());
  });

  it('asks for the whole list when the tab is not one of the list’s', async () => {
    const api = mockApi({ [ORDERS]: { list: [], total: 0, page: 1, pageSize: 10 } });
    openWithoutItsCode(PATHS.orderList, { tab: 'nonsense' });
    await waitFor(() => expect(api.bodies(ORDERS)).toEqual([{ status: 'all', page: 1, pageSize: 20 }]));
  });

  it('starts the addresses’ call the same way', async () => {
    const api = mockApi({ '/api/member/address/list': { list: [] } });
    openWithoutItsCode(PATHS.addressList);
    await waitFor(() => expect(api.bodies('/api/member/address/list')).toHaveLength(1));
  });
});
