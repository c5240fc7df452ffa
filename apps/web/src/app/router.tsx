import { createBrowserRouter, Navigate } from 'react-router';
import NotFoundPage from '../components/ui/not-found-page';
import { setNavigator } from '../lib/navigate';
import { PATHS } from '../lib/paths';
import { PageFrame } from './page-frame';
import { routeTable } from './route-table';

/** History mode with base / (spec §2); every entry of the route table, the home alias and a not-found page. */
export const router = createBrowserRouter([
  ...routeTable.map((entry) => ({ path: entry.path, element: <PageFrame key={entry.path} entry={entry} /> })),
  { path: PATHS.homeAlias, element: <Navigate to={PATHS.home} replace /> },
  { path: '*', element: <NotFoundPage /> },
]);

// The API client and the stores move between pages through the router too.
setNavigator((to, options) => router.navigate(to, options));
