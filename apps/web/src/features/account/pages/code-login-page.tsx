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
import { loginErrorText, SMS_CODE_PATTERN } from '../utils/login-input';

/**
 * Login by phone and code: the shop's login page and the account module's default (login-withoutpwd). A new phone
 * gets an account; links lead to password login and WeChat when the server has them on.
 */
export default function CodeLoginPage({ uniIdRedirectUrl, code, state }: PageProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<PhoneCodeErrors>({});
  const agreement = useAgreement();
  const loginTypes = useLoginTypes();
  const login = useLoginByCode();
  const finish = useFinishLogin();
  const startWechat = useWechatLogin({ code, state, redirectUrl: uniIdRedirectUrl });
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
