import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { useLocale } from '../lib/i18n';
import { PATHS, pathWithRedirect } from '../lib/paths';
import { createQueryClient, MutationErrorMessages } from '../lib/query-client';
import { setSessionExpiryHandler } from '../lib/session';
import { consoleRoutes } from './routes';

/** The server serves the console here, beside the shop. */
export const BASENAME = '/admin';

type Router = ReturnType<typeof createBrowserRouter>;

/** Notifications (the new-order alert) open below the console's 64 px header, never over its buttons. */
const notificationConfig = { top: 64 + 16, placement: 'topRight' } as const;

/** Preset tags write their words in shade 7 on shade 1; these colours' 7 is under 4.5:1 there, so it takes 8 (9). */
const TAG_TEXT = {
  green: '#237804',
  orange: '#ad4e00',
  gold: '#874d00',
  cyan: '#006d75',
  volcano: '#ad2102',
  lime: '#3f6600',
  yellow: '#876800',
};

/**
 * The shop's rose, for buttons and links alike. Words reach WCAG AA's 4.5:1 on every surface antd draws them on
 * (decision 034): greys are black at an opacity, so they hold on white, #fafafa and #f0f0f0 alike.
 */
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#c0446a',
    colorLink: '#c0446a',
    borderRadius: 6,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#cf2c30',
    colorWarningText: '#a35206',
    colorSuccessText: '#19764f',
    // antd keeps each shade under two names (green7, green-7) that write one CSS variable: both are set.
    ...Object.fromEntries(
      Object.entries(TAG_TEXT).flatMap(([colour, text]) => [
        [`${colour}7`, text],
        [`${colour}-7`, text],
      ]),
    ),
  },
  components: {
    // The rose on its own tint is 4.44:1; the selected item takes the palette's pressed shade.
    Menu: { itemSelectedColor: '#992e52' },
    // An empty table's words and the calendar's days outside its month are drawn in the disabled grey.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    Calendar: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};

/**
 * The console's router and query client; a session that ends mid-work takes the member to sign in and then back to
 * the page they were on. Tests pass a memory router.
 */
export function createConsole(
  createRouter: (routes: RouteObject[]) => Router = (routes) => createBrowserRouter(routes, { basename: BASENAME }),
  queryClient = createQueryClient(),
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
          <MutationErrorMessages />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
