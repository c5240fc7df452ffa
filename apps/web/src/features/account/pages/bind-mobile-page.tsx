import { maskPhone } from '@ffe/shared/domain/masking';
import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useBack } from '../../../lib/use-back';
import { useUserStore } from '../../../stores/user-store';
import { useBindPhone } from '../api/bind-phone';
import { AccountForm } from '../components/account-form';
import { type PhoneCodeErrors, PhoneCodeFields } from '../components/phone-code-fields';
import { accountErrorText } from '../utils/account-input';
import { SMS_CODE_PATTERN } from '../utils/login-input';

/** Binds a phone, or changes it, with a code sent to the new one; a phone bound to another account is refused. */
export default function BindMobilePage() {
  const { t } = useTranslation();
  const back = useBack();
  const current = useUserStore((s) => (s.user ? s.user.mobile : null));
  const bind = useBindPhone();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<PhoneCodeErrors>({});

  const submit = () => {
    const found = {
      phone: !MOBILE_PHONE_PATTERN.test(phone)
        ? t('account.phoneInvalid')
        : phone === current
          ? t('security.samePhone')
          : undefined,
      code: SMS_CODE_PATTERN.test(code) ? undefined : t('account.codeInvalid'),
    };
    setErrors(found);
    if (found.phone || found.code) return;
    bind.mutate(
      { phone, code },
      {
        onSuccess: () => {
          toast(t('security.phoneBound'), 'success');
          back();
        },
        onError: (error) => toast(accountErrorText(error, t)),
      },
    );
  };

  return (
    <AccountForm
      hint={current ? t('security.currentPhone', { phone: maskPhone(current) }) : t('security.noPhone')}
      submitting={bind.isPending}
      onSubmit={submit}
    >
      <PhoneCodeFields
        phoneLabel={t('security.newPhone')}
        phone={phone}
        code={code}
        errors={errors}
        onPhone={setPhone}
        onCode={setCode}
        onErrors={setErrors}
      />
    </AccountForm>
  );
}
