import type { LoginResult } from '@ffe/shared/contracts/member';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pageStack } from '../../../lib/page-stack';
import { toast } from '../../../lib/toast';
import { useUserStore } from '../../../stores/user-store';
import { loginReturn } from '../utils/login-return';

/** Keeps a login, says 登录成功 and goes where the login should end (PRODUCT.md#shop-login-return). */
export function useFinishLogin(): (
  result: LoginResult,
  how: { redirectUrl: string | undefined; viaWechat?: boolean },
) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useUserStore((s) => s.login);
  return useCallback(
    (result, { redirectUrl, viaWechat = false }) => {
      login(result);
      toast(t('account.loginSuccess'), 'success');
      const to = loginReturn({ redirectUrl, stack: pageStack(), viaWechat, historyLength: window.history.length });
      if (to.kind === 'url') navigate(to.url, { replace: true });
      else if (to.kind === 'back') navigate(-to.delta);
      else navigate('/', { replace: true });
    },
    [login, navigate, t],
  );
}
