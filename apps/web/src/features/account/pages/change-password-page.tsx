import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useBack } from '../../../lib/use-back';
import { useChangePassword } from '../api/change-password';
import { AccountForm } from '../components/account-form';
import styles from '../components/login.module.css';
import { PasswordField } from '../components/password-field';
import { accountErrorText, newPasswordError } from '../utils/account-input';

/** Changes the password: the old one, the new one of medium strength twice; the member's other devices sign out. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const back = useBack();
  const change = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{
    old?: string | undefined;
    new?: string | undefined;
    confirm?: string | undefined;
  }>({});

  const submit = () => {
    const problem =
      newPasswordError(newPassword, confirm, t) ??
      (newPassword === oldPassword ? t('security.passwordSame') : undefined);
    // A mismatch is said under the confirmation; anything else about the new password under it.
    const mismatch = problem === t('security.passwordMismatch');
    const found = {
      old: oldPassword ? undefined : t('security.passwordRequired'),
      new: mismatch ? undefined : problem,
      confirm: mismatch ? problem : undefined,
    };
    setErrors(found);
    if (found.old || problem) return;
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          toast(t('security.passwordChanged'), 'success');
          back();
        },
        onError: (error) => toast(accountErrorText(error, t)),
      },
    );
  };

  return (
    <AccountForm
      submitting={change.isPending}
      onSubmit={submit}
      after={
        <div className={styles.switch}>
          <Link to={PATHS.retrievePassword}>{t('security.forgotPassword')}</Link>
        </div>
      }
    >
      <PasswordField
        id="old-password"
        label={t('security.oldPassword')}
        placeholder={t('security.oldPasswordPlaceholder')}
        autoComplete="current-password"
        value={oldPassword}
        error={errors.old}
        onChange={(value) => {
          setOldPassword(value);
          setErrors({ ...errors, old: undefined });
        }}
      />
      <PasswordField
        id="new-password"
        label={t('security.newPassword')}
        placeholder={t('security.newPasswordPlaceholder')}
        value={newPassword}
        error={errors.new}
        onChange={(value) => {
          setNewPassword(value);
          setErrors({ ...errors, new: undefined });
        }}
      />
      <PasswordField
        id="confirm-password"
        label={t('security.confirmPassword')}
        placeholder={t('security.confirmPasswordPlaceholder')}
        value={confirm}
        error={errors.confirm}
        onChange={(value) => {
          setConfirm(value);
          setErrors({ ...errors, confirm: undefined });
        }}
      />
      {!errors.new && <p className={styles.formHint}>{t('security.passwordRule')}</p>}
    </AccountForm>
  );
}
