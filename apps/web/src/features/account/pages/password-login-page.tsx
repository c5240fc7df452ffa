import { Input } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/ui/line-icon';
import { ApiError } from '../../../lib/api-client';
import type { PageProps } from '../../../lib/page-props';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useLoginByPassword } from '../api/login-by-password';
import styles from '../components/login.module.css';
import { LoginField, LoginForm } from '../components/login-form';
import { useAgreement } from '../hooks/use-agreement';
import { useFinishLogin } from '../hooks/use-finish-login';
import { loginErrorText } from '../utils/login-input';

const EYE_OPEN = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
const EYE_SHUT =
  'M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A16.5 16.5 0 0 0 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2';

/** Login by user name and password, for staff and administrators (login-withpwd). */
export default function PasswordLoginPage({ uniIdRedirectUrl }: PageProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const agreement = useAgreement();
  const login = useLoginByPassword();
  const finish = useFinishLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = !username.trim() ? 'account.usernameRequired' : !password ? 'account.passwordRequired' : undefined;
    setFieldError(missing && t(missing));
    if (missing || login.isPending) return;
    agreement.requireAgreement(() => {
      setFailure(undefined);
      login.mutate(
        { username: username.trim(), password },
        {
          onSuccess: (result) => finish(result, { redirectUrl: uniIdRedirectUrl }),
          onError: (error) => {
            // Wrong passwords and a lockout stay on the page: the reader needs them while trying again.
            if (error instanceof ApiError && (error.errCode === 'LOGIN_LOCKED' || error.errCode === 'LOGIN_FAILED')) {
              setFailure(loginErrorText(error, t));
            } else toast(loginErrorText(error, t));
          },
        },
      );
    });
  };

  return (
    <LoginForm
      hint={t('account.passwordHint')}
      agreement={agreement}
      submitting={login.isPending}
      onSubmit={submit}
      after={
        <div className={styles.switch}>
          <Link to={pathTo('loginWithoutPwd', { uniIdRedirectUrl })} replace>
            {t('account.codeLogin')}
          </Link>
          <Link to={pathTo('retrievePassword')}>{t('account.forgotPassword')}</Link>
        </div>
      }
    >
      <LoginField id="login-username" label={t('account.username')}>
        <Input
          id="login-username"
          className={styles.input}
          autoComplete="username"
          autoCapitalize="off"
          maxLength={64}
          clearable
          placeholder={t('account.usernamePlaceholder')}
          value={username}
          onChange={(value) => {
            setUsername(value);
            setFieldError(undefined);
          }}
        />
      </LoginField>
      <LoginField id="login-password" label={t('account.password')}>
        <Input
          id="login-password"
          className={styles.input}
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          placeholder={t('account.passwordPlaceholder')}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setFieldError(undefined);
          }}
        />
        <button
          type="button"
          className={styles.eye}
          onClick={() => setShown((s) => !s)}
          aria-label={t(shown ? 'account.hidePassword' : 'account.showPassword')}
          aria-pressed={shown}
        >
          <LineIcon size={20} d={shown ? EYE_OPEN : EYE_SHUT} />
        </button>
      </LoginField>
      {/* Either field may be missing, so the message belongs to the form rather than to one of them. */}
      {fieldError && (
        <p className={styles.error} role="alert">
          {fieldError}
        </p>
      )}
      {failure && (
        <p className={styles.banner} role="alert">
          {failure}
        </p>
      )}
    </LoginForm>
  );
}
