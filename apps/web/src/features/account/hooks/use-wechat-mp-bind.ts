import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useAuthorizeWechatMpBind, useBindWechatMp } from '../api/bind-wechat-mp';
import { foreignStateWords, goToWechat, isOwnState, wechatReturnUri } from '../utils/wechat-mp-trip';

/**
 * A member signed in by phone binds their WeChat with one tap inside WeChat (issue 41): `start` goes to WeChat
 * (silently), and back on the settings page (`?wechatMp=bind&code&state`) the code binds; a refusal is the `problem`.
 */
export function useWechatMpBind({
  wechatMp,
  code,
  state,
}: {
  wechatMp: string | undefined;
  code: string | undefined;
  state: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const authorize = useAuthorizeWechatMpBind();
  const { mutate: bind, isPending } = useBindWechatMp();
  const [problem, setProblem] = useState<string>();
  const usedCode = useRef<string>(undefined);
  const returning = wechatMp === 'bind' && Boolean(code) && Boolean(state);

  useEffect(() => {
    if (!returning || !code || !state || usedCode.current === code) return;
    usedCode.current = code;
    // The spent code leaves the address, so a reload does not try it again.
    navigate(PATHS.userSet, { replace: true });
    if (!isOwnState(state)) {
      void foreignStateWords().then(setProblem);
      return;
    }
    bind(
      { code, state },
      {
        onSuccess: () => toast(t('security.wechatBound'), 'success'),
        onError: (error) => setProblem(error.message),
      },
    );
  }, [returning, code, state, bind, navigate, t]);

  const start = () => {
    setProblem(undefined);
    authorize.mutate(
      { redirectUri: wechatReturnUri(PATHS.userSet, 'bind'), returnUrl: PATHS.userSet },
      { onSuccess: goToWechat, onError: (error) => setProblem(error.message) },
    );
  };

  return { start, busy: authorize.isPending || isPending, problem };
}
