import { createBrowserRouter, Navigate } from 'react-router';
import NotFoundPage from '../components/ui/not-found-page';
import { PageFrame } from './page-frame';
import { HOME_ALIAS, routeTable } from './route-table';

/** History mode with base / (spec §2); every entry of the route table, the home alias and a not-found page. */
export const router = createBrowserRouter([
  ...routeTable.map((entry) => ({ path: entry.path, element: <PageFrame key={entry.path} entry={entry} /> })),
  { path: HOME_ALIAS, element: <Navigate to="/" replace /> },
  { path: '*', element: <NotFoundPage /> },
]);
