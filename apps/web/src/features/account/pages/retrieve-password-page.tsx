import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useUserStore } from '../../../stores/user-store';
import { useResetPasswordBySms } from '../api/reset-password-by-sms';
import { AccountForm } from '../components/account-form';
import styles from '../components/login.module.css';
import { PasswordField } from '../components/password-field';
import { type PhoneCodeErrors, PhoneCodeFields } from '../components/phone-code-fields';
import { accountErrorText, newPasswordError } from '../utils/account-input';
import { SMS_CODE_PATTERN } from '../utils/login-input';

/**
 * A forgotten password, set again with a code sent to the account's phone. Every session of the account ends, this
 * device's too, so the member then logs in with the new password.
 */
export default function RetrievePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserStore((s) => s.user);
  const logout = useUserStore((s) => s.logout);
  const reset = useResetPasswordBySms();
  const [phone, setPhone] = useState(() => (user ? (user.mobile ?? '') : ''));
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<PhoneCodeErrors>({});
  const [passwordError, setPasswordError] = useState<string>();
  const mismatch = passwordError === t('security.passwordMismatch');

  const submit = () => {
    const found = {
      phone: MOBILE_PHONE_PATTERN.test(phone) ? undefined : t('account.phoneInvalid'),
      code: SMS_CODE_PATTERN.test(code) ? undefined : t('account.codeInvalid'),
    };
    const weak = newPasswordError(password, confirm, t);
    setErrors(found);
    setPasswordError(weak);
    if (found.phone || found.code || weak) return;
    reset.mutate(
      { phone, code, password },
      {
        onSuccess: async () => {
          toast(t('security.passwordReset'), 'success');
          if (useUserStore.getState().isLogin) await logout();
          navigate(PATHS.loginWithPwd, { replace: true });
        },
        onError: (error) => toast(accountErrorText(error, t)),
      },
    );
  };

  return (
    <AccountForm hint={t('security.resetHint')} submitting={reset.isPending} onSubmit={submit}>
      <PhoneCodeFields
        phoneLabel={t('account.phone')}
        phone={phone}
        code={code}
        errors={errors}
        onPhone={setPhone}
        onCode={setCode}
        onErrors={setErrors}
      />
      <PasswordField
        id="new-password"
        label={t('security.newPassword')}
        placeholder={t('security.newPasswordPlaceholder')}
        value={password}
        error={mismatch ? undefined : passwordError}
        onChange={(value) => {
          setPassword(value);
          setPasswordError(undefined);
        }}
      />
      <PasswordField
        id="confirm-password"
        label={t('security.confirmPassword')}
        placeholder={t('security.confirmPasswordPlaceholder')}
        value={confirm}
        error={mismatch ? passwordError : undefined}
        onChange={(value) => {
          setConfirm(value);
          setPasswordError(undefined);
        }}
      />
      {(!passwordError || mismatch) && <p className={styles.formHint}>{t('security.passwordRule')}</p>}
    </AccountForm>
  );
}
