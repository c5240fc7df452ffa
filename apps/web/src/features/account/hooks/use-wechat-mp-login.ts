import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useAuthorizeWechatMp, useLoginByWechatMp } from '../api/wechat-mp-login';
import { safeRedirect } from '../utils/login-return';
import { foreignStateWords, goToWechat, isOwnState, pageBelowLogin, wechatReturnUri } from '../utils/wechat-mp-trip';
import { useFinishLogin } from './use-finish-login';

/**
 * Signing in inside WeChat (issue 41): `start` goes to WeChat with a state that carries where to return; back here
 * (`?wechatMp=login&code&state`) the code signs in, or goes on to WeChat's question for a first sign-in. A refusal is
 * the page's `problem`, in its language.
 */
export function useWechatMpLogin({
  wechatMp,
  code,
  state,
  redirectUrl,
}: {
  wechatMp: string | undefined;
  code: string | undefined;
  state: string | undefined;
  redirectUrl: string | undefined;
}) {
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const authorize = useAuthorizeWechatMp();
  const { mutate: login } = useLoginByWechatMp();
  const [problem, setProblem] = useState<string>();
  // A code works once, and development runs effects twice.
  const usedCode = useRef<string>(undefined);
  const returning = wechatMp === 'login' && Boolean(code) && Boolean(state);

  useEffect(() => {
    if (!returning || !code || !state || usedCode.current === code) return;
    usedCode.current = code;
    const fail = (words: string) => {
      setProblem(words);
      // The spent code leaves the address, so a reload does not try it again.
      navigate(PATHS.login, { replace: true });
    };
    if (!isOwnState(state)) {
      void foreignStateWords().then(fail);
      return;
    }
    login(
      { code, state },
      {
        onSuccess: (answer) =>
          answer.status === 'consent'
            ? goToWechat(answer)
            : finish(answer.login, { redirectUrl: answer.returnUrl ?? undefined }),
        onError: (error) => fail(error.message),
      },
    );
  }, [returning, code, state, login, finish, navigate]);

  const start = () => {
    setProblem(undefined);
    const returnUrl = safeRedirect(redirectUrl) ?? pageBelowLogin() ?? PATHS.home;
    authorize.mutate(
      { redirectUri: wechatReturnUri(PATHS.login, 'login'), returnUrl },
      { onSuccess: goToWechat, onError: (error) => setProblem(error.message) },
    );
  };

  return { start, starting: authorize.isPending, signingIn: returning && !problem, problem };
}
