import type { Permission } from '@ffe/shared/domain/staff-roles';
import { Button, Flex, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { FullScreenSpin } from '../components/full-screen-spin';
import { LoadError } from '../components/load-error';
import { useStaffSelf } from '../features/session/api/get-staff-self';
import { ApiError } from '../lib/api-client';
import { PATHS, pathWithRedirect } from '../lib/paths';
import { mayAny } from '../lib/permissions';
import { logOutHere, useLoggedOut, useToken } from '../lib/session';

const FullScreen = ({ children }: { children: ReactNode }) => (
  <Flex className="full-screen" justify="center" align="center">
    {children}
  </Flex>
);

/** Where the member is now, to come back to after signing in or choosing a password. */
const useHere = () => {
  const { pathname, search } = useLocation();
  return pathname + search;
};

/** The sign-in page, coming back here afterwards, unless the member just logged out on purpose. */
const useLoginPath = () => {
  const here = useHere();
  return useLoggedOut() ? PATHS.login : pathWithRedirect(PATHS.login, here);
};

/**
 * The console's pages need a staff member: without a token to the sign-in page (coming back here afterwards), with a
 * password an admin reset to choosing their own first.
 */
export function RequireStaff() {
  const { t } = useTranslation();
  const token = useToken();
  const here = useHere();
  const loginPath = useLoginPath();
  const navigate = useNavigate();
  const self = useStaffSelf();
  if (!token) return <Navigate to={loginPath} replace />;
  if (self.isPending) return <FullScreenSpin />;
  if (self.isError) {
    if (self.error instanceof ApiError && self.error.code === 403) {
      // The console refuses this account now (disabled since): its token is of no use here.
      const signInAgain = () => {
        logOutHere();
        void navigate(PATHS.login, { replace: true });
      };
      return (
        <FullScreen>
          <Result
            status="403"
            title={t('common.forbidden')}
            subTitle={self.error.message}
            extra={
              <Button type="primary" onClick={signInAgain}>
                {t('login.submit')}
              </Button>
            }
          />
        </FullScreen>
      );
    }
    return (
      <FullScreen>
        <LoadError error={self.error} onRetry={() => void self.refetch()} />
      </FullScreen>
    );
  }
  if (self.data.mustChangePassword) return <Navigate to={pathWithRedirect(PATHS.forcedPassword, here)} replace />;
  return <Outlet />;
}

/** The forced password page needs a token but not a finished sign-in. */
export function RequireToken() {
  const token = useToken();
  const loginPath = useLoginPath();
  return token ? <Outlet /> : <Navigate to={loginPath} replace />;
}

/** A page the member's role may not see, even when its address is typed in: the server would refuse it anyway. */
export function RequirePermission({ permission }: { permission: Permission | readonly Permission[] }) {
  const { t } = useTranslation();
  const self = useStaffSelf();
  if (self.data && mayAny(self.data.permissions, permission)) return <Outlet />;
  return <Result status="403" title={t('common.forbidden')} subTitle={t('common.forbiddenHint')} />;
}
