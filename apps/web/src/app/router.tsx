import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigate';
import { appRoutes } from './routes';

/** History mode with base / (spec §2). */
export const router = createBrowserRouter(appRoutes);

// The API client and the stores move between pages through the router too.
setNavigator((to, options) => router.navigate(to, options));
