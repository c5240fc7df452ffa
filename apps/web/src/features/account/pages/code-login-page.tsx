import { SMS_CODE_LENGTH, SMS_RESEND_INTERVAL_MS } from '@ffe/shared/constants';
import { Button, Input } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../../app/route-table';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useLoginTypes } from '../api/get-login-types';
import { useLoginByCode } from '../api/login-by-code';
import { useSendSmsCode } from '../api/send-sms-code';
import { AgreementCheck } from '../components/agreement';
import { AgreementDialog } from '../components/agreement-dialog';
import styles from '../components/login.module.css';
import { LoginBrand } from '../components/login-brand';
import { WechatButton } from '../components/wechat-button';
import { useAgreement } from '../hooks/use-agreement';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { useWechatLogin } from '../hooks/use-wechat-login';
import { loginErrorText, PHONE_PATTERN, SMS_CODE_PATTERN } from '../utils/login-input';

/**
 * Login by phone and code: the shop's login page and the account module's default (login-withoutpwd). A new phone
 * gets an account; links lead to password login and WeChat when the server has them on.
 */
export default function CodeLoginPage({ uniIdRedirectUrl, code, state }: PageProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const agreement = useAgreement();
  const countdown = useResendCountdown(phone);
  const loginTypes = useLoginTypes();
  const sendCode = useSendSmsCode();
  const login = useLoginByCode();
  const finish = useFinishLogin();
  const startWechat = useWechatLogin({ code, state, redirectUrl: uniIdRedirectUrl });
  const [wechatBusy, setWechatBusy] = useState(false);

  const phoneIsValid = () => {
    const valid = PHONE_PATTERN.test(phone);
    setPhoneError(valid ? undefined : t('account.phoneInvalid'));
    return valid;
  };

  const send = () => {
    if (!phoneIsValid() || countdown.seconds > 0 || sendCode.isPending) return;
    agreement.requireAgreement(() =>
      sendCode.mutate(phone, {
        onSuccess: ({ resendAfterMs }) => {
          countdown.start(resendAfterMs > 0 ? resendAfterMs : SMS_RESEND_INTERVAL_MS);
          toast(t('account.codeSent'));
        },
        onError: (error) => toast(loginErrorText(error, t)),
      }),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phoneIsValid()) return;
    const codeValid = SMS_CODE_PATTERN.test(smsCode);
    setCodeError(codeValid ? undefined : t('account.codeInvalid'));
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
      setWechatBusy(true);
      startWechat().catch(() => setWechatBusy(false));
    });

  const types = loginTypes.data ?? [];

  return (
    <div className={styles.page}>
      <LoginBrand hint={t('account.codeHint')} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-phone">
            {t('account.phone')}
          </label>
          <Input
            id="login-phone"
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            clearable
            placeholder={t('account.phonePlaceholder')}
            value={phone}
            onChange={(value) => {
              setPhone(value.replace(/\D/g, ''));
              setPhoneError(undefined);
            }}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? 'login-phone-error' : undefined}
          />
        </div>
        {phoneError && (
          <p id="login-phone-error" className={styles.error} role="alert">
            {phoneError}
          </p>
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-code">
            {t('account.code')}
          </label>
          <Input
            id="login-code"
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder={t('account.codePlaceholder')}
            value={smsCode}
            onChange={(value) => {
              setSmsCode(value.replace(/\D/g, ''));
              setCodeError(undefined);
            }}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? 'login-code-error' : undefined}
          />
          <button
            type="button"
            className={styles.sendCode}
            onClick={send}
            disabled={countdown.seconds > 0 || sendCode.isPending}
          >
            {countdown.seconds > 0 ? t('account.resendIn', { seconds: countdown.seconds }) : t('account.sendCode')}
          </button>
        </div>
        {codeError && (
          <p id="login-code-error" className={styles.error} role="alert">
            {codeError}
          </p>
        )}
        <AgreementCheck checked={agreement.agreed} onChange={agreement.setAgreed} />
        <Button className={styles.submit} block color="primary" size="large" type="submit" loading={login.isPending}>
          {t('account.login')}
        </Button>
      </form>
      {types.includes('username') && (
        <div className={styles.switch}>
          <Link to={pathTo('loginWithPwd', { uniIdRedirectUrl })} replace>
            {t('account.passwordLogin')}
          </Link>
        </div>
      )}
      {types.includes('weixin') && <WechatButton onClick={wechat} disabled={wechatBusy} />}
      <AgreementDialog {...agreement.dialog} />
    </div>
  );
}
