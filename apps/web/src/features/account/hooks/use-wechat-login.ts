import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { authorizeWechat, loginByWechat } from '../api/wechat-login';
import { useFinishLogin } from './use-finish-login';

/** What a started WeChat login remembers across the trip to the provider (this tab only). */
const PENDING_KEY = 'wechatLogin';
interface Pending {
  state: string;
  redirectUrl: string | undefined;
}

/** Codes already spent: a provider's code works once, and development mounts effects twice. */
const spentCodes = new Set<string>();

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function readPending(): Pending | undefined {
  try {
    return JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * WeChat login on the web: `start` goes to the provider's page with a one-time state; back here with ?code&state the
 * code is exchanged for a login, which then goes 3 steps back unless it was started with uniIdRedirectUrl
 * (PRODUCT.md#shop-login-return).
 */
export function useWechatLogin({
  code,
  state,
  redirectUrl,
}: {
  code: string | undefined;
  state: string | undefined;
  redirectUrl: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finish = useFinishLogin();

  useEffect(() => {
    if (!code || !state || spentCodes.has(code)) return;
    spentCodes.add(code);
    const pending = readPending();
    sessionStorage.removeItem(PENDING_KEY);
    const fail = () => {
      toast(t('account.wechatFailed'));
      // Drop the spent code from the address, so a reload does not try it again.
      navigate(window.location.pathname, { replace: true });
    };
    // A state this tab did not start is someone else's login: never exchange its code.
    if (pending?.state !== state) {
      fail();
      return;
    }
    loginByWechat(code).then(
      (result) => finish(result, { redirectUrl: pending.redirectUrl, viaWechat: true }),
      (error: unknown) => {
        console.warn('WeChat login failed', error);
        fail();
      },
    );
  }, [code, state, finish, navigate, t]);

  return async function start() {
    const pending: Pending = { state: randomState(), redirectUrl };
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
    const { url } = await authorizeWechat({
      redirectUri: window.location.origin + window.location.pathname,
      state: pending.state,
    });
    window.location.assign(url);
  };
}
