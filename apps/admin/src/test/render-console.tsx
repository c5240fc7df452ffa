import { cleanup, configure, render, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { BASENAME, ConsoleApp, createConsole } from '../app/console';
import { areaRoutes } from '../app/route-table';
import i18n from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { saveToken } from '../lib/session';
import { STORAGE_KEYS, storage } from '../lib/storage';

// antd's first render in a test file (its styles computed for every component) takes seconds in jsdom, and more on a
// busy machine: waits and tests get room for it, without any fixed sleep.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

// A test file that renders the console reads it in Chinese, and each test starts signed out with the real fetch.
// Pages load on demand; their code is read once here, so a test's waits do not include a cold import of antd's parts.
beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
  await Promise.all(areaRoutes.map((area) => area.page()));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A staff member's token on this device, as a sign-in leaves it. */
export const signedIn = (token = 'staff-token') => saveToken({ token, tokenExpired: Date.now() + 3_600_000 });

export const storedToken = () => storage.get<string>(STORAGE_KEYS.token);

/**
 * The whole console at `path` (under /admin, e.g. '/staff?role=florist') with a memory router; `where()` is the
 * address it is at now, without the /admin base.
 */
export function renderConsole(path: string) {
  const console = createConsole(
    (routes) => createMemoryRouter(routes, { basename: BASENAME, initialEntries: [`${BASENAME}${path}`] }),
    // A failed call shows at once instead of after the console's retries.
    createQueryClient({ retry: false }),
  );
  render(<ConsoleApp {...console} />);
  const where = () => {
    const { pathname, search } = console.router.state.location;
    return decodeURIComponent(pathname.slice(BASENAME.length) + search);
  };
  return { ...console, where };
}

/**
 * The dialog or drawer open on top, once it is there. Found by selector: role queries over a whole page with a table
 * take seconds in jsdom.
 */
export async function openDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
    const top = dialogs.at(-1);
    if (!top) throw new Error('no dialog is open');
    return top;
  });
}
