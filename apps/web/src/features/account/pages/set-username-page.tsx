import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useBack } from '../../../lib/use-back';
import { useUserStore } from '../../../stores/user-store';
import { useUpdateUsername } from '../api/update-username';
import { AccountForm } from '../components/account-form';
import { TextField } from '../components/text-field';
import { accountErrorText, usernameError } from '../utils/account-input';

/** Sets or changes the username the member can log in with; the server refuses one another account holds. */
export default function SetUsernamePage() {
  const { t } = useTranslation();
  const back = useBack();
  const current = useUserStore((s) => (s.user ? s.user.username : null));
  const update = useUpdateUsername();
  const [username, setUsername] = useState(current ?? '');
  const [error, setError] = useState<string>();

  const submit = () => {
    const trimmed = username.trim();
    const problem = usernameError(trimmed, t);
    setError(problem);
    if (problem) return;
    update.mutate(trimmed, {
      onSuccess: () => {
        toast(t('security.usernameSaved'), 'success');
        back();
      },
      onError: (failure) => setError(accountErrorText(failure, t)),
    });
  };

  return (
    <AccountForm hint={t('security.usernameHint')} submitting={update.isPending} onSubmit={submit}>
      <TextField
        id="username"
        label={t('security.username')}
        error={error}
        autoComplete="username"
        maxLength={32}
        clearable
        placeholder={t('security.usernamePlaceholder')}
        value={username}
        onChange={(value) => {
          setUsername(value);
          setError(undefined);
        }}
      />
    </AccountForm>
  );
}
