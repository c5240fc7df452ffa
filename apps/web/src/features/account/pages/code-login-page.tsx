import { SMS_CODE_LENGTH, SMS_RESEND_INTERVAL_MS } from '@ffe/shared/constants';
import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';
import { Input } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../../lib/page-props';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useLoginTypes } from '../api/get-login-types';
import { useLoginByCode } from '../api/login-by-code';
import { useSendSmsCode } from '../api/send-sms-code';
import styles from '../components/login.module.css';
import { fieldErrorProps, LoginField, LoginForm } from '../components/login-form';
import { WechatButton } from '../components/wechat-button';
import { useAgreement } from '../hooks/use-agreement';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { useWechatLogin } from '../hooks/use-wechat-login';
import { loginErrorText, SMS_CODE_PATTERN } from '../utils/login-input';

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
    const valid = MOBILE_PHONE_PATTERN.test(phone);
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
          {types.includes('weixin') && <WechatButton onClick={wechat} disabled={wechatBusy} />}
        </>
      }
    >
      <LoginField id="login-phone" label={t('account.phone')} error={phoneError}>
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
          {...fieldErrorProps('login-phone', phoneError)}
        />
      </LoginField>
      <LoginField id="login-code" label={t('account.code')} error={codeError}>
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
          {...fieldErrorProps('login-code', codeError)}
        />
        <button
          type="button"
          className={styles.sendCode}
          onClick={send}
          disabled={countdown.seconds > 0 || sendCode.isPending}
        >
          {countdown.seconds > 0 ? t('account.resendIn', { seconds: countdown.seconds }) : t('account.sendCode')}
        </button>
      </LoginField>
    </LoginForm>
  );
}
