import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../lib/paths';
import { hasValidToken } from '../lib/session';
import { useUserStore } from '../stores/user-store';

/**
 * A needLogin page (PRODUCT.md#shop-login-return): without a valid, unexpired token the visitor goes to the login page
 * instead, which brings them back here afterwards (uniIdRedirectUrl).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  // Subscribed so that a login ending on this page (logout, a refused token) is noticed at once.
  useUserStore((s) => s.token);
  const { pathname, search } = useLocation();
  if (!hasValidToken()) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return children;
}
