import { Button } from 'antd-mobile';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

/** An account settings form: a hint, the fields, the submit button (busy while it is sent), then what follows. */
export function AccountForm({
  hint,
  submitting,
  onSubmit,
  children,
  after,
}: {
  hint?: string;
  submitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <div className={styles.page}>
      {hint && <p className={styles.formHint}>{hint}</p>}
      <form className={styles.form} onSubmit={submit} noValidate>
        {children}
        <Button className={styles.accountSubmit} block color="primary" size="large" type="submit" loading={submitting}>
          {t('security.submit')}
        </Button>
      </form>
      {after}
    </div>
  );
}
