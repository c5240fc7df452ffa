import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullScreenSpin } from '../components/full-screen-spin';
import { PATHS } from '../lib/paths';
import { ConsoleLayout } from './console-layout';
import { HomePage } from './home-page';
import { RequirePermission, RequireStaff, RequireToken } from './require-staff';
import { NotFoundPage, RouteError } from './route-error';
import { areaRoutes } from './route-table';

/** A page module as React Router's `lazy` takes it. */
const lazyPage = (page: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await page()).default,
});

/**
 * Sign-in and the forced new password stand alone; everything else is inside the frame, for a signed-in staff member,
 * each area behind its permission.
 */
export const consoleRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // While the first page's code loads.
    hydrateFallbackElement: <FullScreenSpin />,
    children: [
      { path: PATHS.login, lazy: lazyPage(() => import('../features/session/pages/login-page')) },
      {
        path: PATHS.forcedPassword,
        element: <RequireToken />,
        children: [{ index: true, lazy: lazyPage(() => import('../features/session/pages/forced-password-page')) }],
      },
      {
        element: <RequireStaff />,
        children: [
          {
            element: <ConsoleLayout />,
            children: [
              {
                // A page that fails leaves the menu and header in place.
                errorElement: <RouteError />,
                children: [
                  { index: true, element: <HomePage /> },
                  ...areaRoutes.map((area) => ({
                    path: area.path,
                    element: <RequirePermission permission={area.permission} />,
                    children: [
                      { index: true, lazy: lazyPage(area.page) },
                      ...(area.subpages ?? []).map((sub) => ({ path: sub.path, lazy: lazyPage(sub.page) })),
                    ],
                  })),
                  {
                    path: PATHS.ownPassword,
                    lazy: lazyPage(() => import('../features/session/pages/own-password-page')),
                  },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
