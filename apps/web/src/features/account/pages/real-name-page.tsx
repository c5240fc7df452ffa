import { isValidIdentityNumber, isValidRealName } from '@ffe/shared/domain/identity-card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError, PageLoading } from '../../../components/ui/page-states';
import { toast } from '../../../lib/toast';
import { useRealNameInfo } from '../api/get-real-name-info';
import { useSubmitRealName } from '../api/submit-real-name';
import { AccountForm } from '../components/account-form';
import { RealNameCard } from '../components/real-name-card';
import { TextField } from '../components/text-field';
import { accountErrorText } from '../utils/account-input';

/** The member's real-name status (masked) once verified; until then a form for the name and the identity number. */
export default function RealNamePage() {
  const { t } = useTranslation();
  const info = useRealNameInfo();
  const submitting = useSubmitRealName();
  const [realName, setRealName] = useState('');
  const [identity, setIdentity] = useState('');
  const [errors, setErrors] = useState<{ name?: string | undefined; identity?: string | undefined }>({});

  if (info.isPending) return <PageLoading />;
  if (info.isError) return <PageError onRetry={() => void info.refetch()} />;
  if (info.data.verified) return <RealNameCard info={info.data} />;

  const submit = () => {
    const name = realName.trim();
    const id = identity.trim().toUpperCase();
    const found = {
      name: isValidRealName(name) ? undefined : t('security.nameInvalid'),
      identity: isValidIdentityNumber(id) ? undefined : t('security.identityInvalid'),
    };
    setErrors(found);
    if (found.name || found.identity) return;
    submitting.mutate(
      { realName: name, identity: id },
      {
        onSuccess: () => toast(t('security.realNameDone'), 'success'),
        onError: (error) => toast(accountErrorText(error, t)),
      },
    );
  };

  return (
    <AccountForm hint={t('security.realNameHint')} submitting={submitting.isPending} onSubmit={submit}>
      <TextField
        id="real-name"
        label={t('security.name')}
        error={errors.name}
        autoComplete="name"
        maxLength={20}
        clearable
        placeholder={t('security.namePlaceholder')}
        value={realName}
        onChange={(value) => {
          setRealName(value);
          setErrors({ ...errors, name: undefined });
        }}
      />
      <TextField
        id="identity"
        label={t('security.identity')}
        error={errors.identity}
        autoComplete="off"
        maxLength={18}
        clearable
        placeholder={t('security.identityPlaceholder')}
        value={identity}
        onChange={(value) => {
          setIdentity(value.replace(/[^\dXx]/g, ''));
          setErrors({ ...errors, identity: undefined });
        }}
      />
    </AccountForm>
  );
}
