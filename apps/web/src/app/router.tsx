import { useEffect, useLayoutEffect, useRef } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigate';
import { ShopRoutes } from './routes';

/**
 * History mode with base / (PRODUCT.md#shop-pages), in React Router's declarative mode: the shop has no loaders or
 * actions, and the data router that runs them would be a fifth of the first load's JavaScript.
 */
export function ShopRouter() {
  return (
    <BrowserRouter>
      <NavigatorBridge />
      <ShopRoutes />
    </BrowserRouter>
  );
}

/** Hands the router to code outside React (the API client, the stores); a move resolves once its page has rendered. */
function NavigatorBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const waitingForRender = useRef<Array<() => void>>([]);

  // Every move makes a new location (a new key, even to the same address), rendered in the same commit as its page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new location, which is what it waits for
  useLayoutEffect(() => {
    for (const resolve of waitingForRender.current.splice(0)) resolve();
  }, [location]);

  useEffect(
    () =>
      setNavigator(
        (to, options) =>
          new Promise<void>((resolve) => {
            waitingForRender.current.push(resolve);
            void navigate(to, { replace: options?.replace });
          }),
      ),
    [navigate],
  );
  return null;
}
