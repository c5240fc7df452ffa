import { Navigate, type RouteObject, useRoutes } from 'react-router';
import NotFoundPage from '../components/ui/not-found-page';
import { PATHS } from '../lib/paths';
import { PageFrame } from './page-frame';
import { routeTable } from './route-table';

/** Every entry of the route table, the home alias and a not-found page. */
const appRoutes: RouteObject[] = [
  ...routeTable.map((entry) => ({ path: entry.path, element: <PageFrame key={entry.path} entry={entry} /> })),
  { path: PATHS.homeAlias, element: <Navigate to={PATHS.home} replace /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The shop's pages at their paths: inside the browser's router and the server's alike. */
export function ShopRoutes() {
  return useRoutes(appRoutes);
}
