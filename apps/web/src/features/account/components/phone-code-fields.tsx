import { SMS_CODE_LENGTH, SMS_RESEND_INTERVAL_MS } from '@ffe/shared/constants';
import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useSendSmsCode } from '../api/send-sms-code';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { loginErrorText } from '../utils/login-input';
import styles from './login.module.css';
import { TextField } from './text-field';

export interface PhoneCodeErrors {
  phone?: string | undefined;
  code?: string | undefined;
}

/**
 * A phone and the code sent to it, with the send button counting down to the next send. `guardSend` runs a valid
 * send, or holds it (the login page asks for the agreement first).
 */
export function PhoneCodeFields({
  phoneLabel,
  phone,
  code,
  errors,
  onPhone,
  onCode,
  onErrors,
  guardSend = (send) => send(),
}: {
  phoneLabel: string;
  phone: string;
  code: string;
  errors: PhoneCodeErrors;
  onPhone: (phone: string) => void;
  onCode: (code: string) => void;
  onErrors: (errors: PhoneCodeErrors) => void;
  guardSend?: (send: () => void) => void;
}) {
  const { t } = useTranslation();
  const countdown = useResendCountdown(phone);
  const sendCode = useSendSmsCode();

  const send = () => {
    if (!MOBILE_PHONE_PATTERN.test(phone)) return onErrors({ ...errors, phone: t('account.phoneInvalid') });
    if (countdown.seconds > 0 || sendCode.isPending) return;
    guardSend(() =>
      sendCode.mutate(phone, {
        onSuccess: ({ resendAfterMs }) => {
          countdown.start(resendAfterMs > 0 ? resendAfterMs : SMS_RESEND_INTERVAL_MS);
          toast(t('account.codeSent'));
        },
        onError: (error) => toast(loginErrorText(error, t)),
      }),
    );
  };

  return (
    <>
      <TextField
        id="account-phone"
        label={phoneLabel}
        error={errors.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        clearable
        placeholder={t('account.phonePlaceholder')}
        value={phone}
        onChange={(value) => {
          onPhone(value.replace(/\D/g, ''));
          onErrors({ ...errors, phone: undefined });
        }}
      />
      <TextField
        id="account-code"
        label={t('account.code')}
        error={errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        placeholder={t('account.codePlaceholder')}
        value={code}
        onChange={(value) => {
          onCode(value.replace(/\D/g, ''));
          onErrors({ ...errors, code: undefined });
        }}
      >
        <button
          type="button"
          className={styles.sendCode}
          onClick={send}
          disabled={countdown.seconds > 0 || sendCode.isPending}
        >
          {countdown.seconds > 0 ? t('account.resendIn', { seconds: countdown.seconds }) : t('account.sendCode')}
        </button>
      </TextField>
    </>
  );
}
