// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { navigateTo } from '../lib/navigate';
import { PATHS } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './app-providers';
import { ShopRouter } from './router';

describe('the shop router', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh-CN');
    // React renders as in the browser, on its scheduler: this test is about when that render happens.
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('lets code outside React move pages, resolving once the new page has rendered', async () => {
    window.history.replaceState(null, '', '/no/such/page');
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <ShopRouter />
      </AppProviders>,
    );
    expect(await screen.findByText('页面不存在')).toBeTruthy();

    // Outside act(), which would hold the render until the move resolved: the move waits for the render itself.
    await navigateTo(PATHS.aboutUs, { replace: true });

    expect(window.location.pathname).toBe(PATHS.aboutUs);
    expect(screen.getByRole('heading', { name: '关于我们' })).toBeTruthy();
    expect(screen.queryByText('页面不存在')).toBeNull();
    expect(window.history.length).toBe(1);
  });
});
