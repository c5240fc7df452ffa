import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../../lib/page-props';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useLoginTypes } from '../api/get-login-types';
import { useLoginByCode } from '../api/login-by-code';
import styles from '../components/login.module.css';
import { LoginForm } from '../components/login-form';
import { type PhoneCodeErrors, PhoneCodeFields } from '../components/phone-code-fields';
import { WechatButton } from '../components/wechat-button';
import { useAgreement } from '../hooks/use-agreement';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useWechatLogin } from '../hooks/use-wechat-login';
import { useWechatMpLogin } from '../hooks/use-wechat-mp-login';
import { loginErrorText, SMS_CODE_PATTERN } from '../utils/login-input';
import { insideWechat } from '../utils/wechat-mp-trip';

/**
 * Login by phone and code: the shop's login page and the account module's default (login-withoutpwd). A new phone
 * gets an account; links lead to password login and WeChat when the server has them on. Inside WeChat the WeChat
 * button signs in through the official account, and WeChat brings the visitor back here (`wechatMp=login`).
 */
export default function CodeLoginPage({ uniIdRedirectUrl, code, state, wechatMp }: PageProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<PhoneCodeErrors>({});
  const agreement = useAgreement();
  const loginTypes = useLoginTypes();
  const login = useLoginByCode();
  const finish = useFinishLogin();
  // The website's QR login never takes the official account's way back.
  const startWechat = useWechatLogin({ code: wechatMp ? undefined : code, state, redirectUrl: uniIdRedirectUrl });
  const mp = useWechatMpLogin({ wechatMp, code, state, redirectUrl: uniIdRedirectUrl });
  const inWechat = insideWechat();
  const [wechatBusy, setWechatBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!MOBILE_PHONE_PATTERN.test(phone)) return setErrors({ ...errors, phone: t('account.phoneInvalid') });
    const codeValid = SMS_CODE_PATTERN.test(smsCode);
    setErrors({ code: codeValid ? undefined : t('account.codeInvalid') });
    if (!codeValid || login.isPending) return;
    agreement.requireAgreement(() =>
      login.mutate(
        { phone, code: smsCode },
        {
          onSuccess: (result) => finish(result, { redirectUrl: uniIdRedirectUrl }),
          onError: (error) => toast(loginErrorText(error, t)),
        },
      ),
    );
  };

  const wechat = () =>
    agreement.requireAgreement(() => {
      if (inWechat) return mp.start();
      setWechatBusy(true);
      startWechat().catch(() => setWechatBusy(false));
    });

  const types = loginTypes.data ?? [];

  if (mp.signingIn) {
    return (
      <div className={styles.page}>
        <p className={styles.hint} role="status">
          {t('account.wechatSigningIn')}
        </p>
      </div>
    );
  }

  return (
    <LoginForm
      hint={t('account.codeHint')}
      agreement={agreement}
      submitting={login.isPending}
      onSubmit={submit}
      after={
        <>
          {types.includes('username') && (
            <div className={styles.switch}>
              <Link to={pathTo('loginWithPwd', { uniIdRedirectUrl })} replace>
                {t('account.passwordLogin')}
              </Link>
            </div>
          )}
          {mp.problem && (
            <p className={styles.banner} role="alert">
              {mp.problem}
            </p>
          )}
          {types.includes('weixin') && (
            <WechatButton
              onClick={wechat}
              disabled={wechatBusy || mp.starting}
              label={inWechat ? t(mp.problem ? 'account.wechatRetry' : 'account.wechatOneTap') : undefined}
            />
          )}
        </>
      }
    >
      <PhoneCodeFields
        phoneLabel={t('account.phone')}
        phone={phone}
        code={smsCode}
        errors={errors}
        onPhone={setPhone}
        onCode={setSmsCode}
        onErrors={setErrors}
        guardSend={agreement.requireAgreement}
      />
    </LoginForm>
  );
}
