import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { ApiError } from '../lib/api-client';
import { useLocale } from '../lib/i18n';
import { PATHS, pathWithRedirect } from '../lib/paths';
import { setSessionExpiryHandler } from '../lib/session';
import { consoleRoutes } from './routes';

/** The server serves the console here, beside the shop. */
export const BASENAME = '/admin';

type Router = ReturnType<typeof createBrowserRouter>;

// The shop's rose, for buttons and links alike.
/** Notifications (the new-order alert) open below the console's 64 px header, never over its buttons. */
const notificationConfig = { top: 64 + 16, placement: 'topRight' } as const;

const theme: ThemeConfig = { token: { colorPrimary: '#c0446a', colorLink: '#c0446a', borderRadius: 6 } };

/**
 * The console's router and query client; a session that ends mid-work takes the member to sign in and then back to
 * the page they were on. Tests pass a memory router.
 */
export function createConsole(
  createRouter: (routes: RouteObject[]) => Router = (routes) => createBrowserRouter(routes, { basename: BASENAME }),
  queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; a network blip might.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.code >= 400 && error.code < 500),
        refetchOnWindowFocus: false,
      },
    },
  }),
) {
  const router = createRouter(consoleRoutes);
  setSessionExpiryHandler(() => {
    const { pathname, search } = router.state.location;
    const here = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname;
    if (here === PATHS.login) return false;
    void router.navigate(pathWithRedirect(PATHS.login, here + search), { replace: true });
    return true;
  });
  return { router, queryClient };
}

/** antd in the language in use (its own texts and the dates'), the query client and the router. */
export function ConsoleApp({ router, queryClient }: ReturnType<typeof createConsole>) {
  const locale = useLocale();
  return (
    <ConfigProvider locale={locale === 'en' ? enUS : zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp notification={notificationConfig}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
