import { Button } from 'antd-mobile';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import type { useAgreement } from '../hooks/use-agreement';
import { AgreementCheck } from './agreement';
import { AgreementDialog } from './agreement-dialog';
import styles from './login.module.css';
import { LoginBrand } from './login-brand';

/**
 * A login page around its own fields: the brand with a hint, the fields, the agreement and the login button, then
 * whatever follows the form (other ways to log in), and the question asked when the agreement is not ticked.
 */
export function LoginForm({
  hint,
  agreement,
  submitting,
  onSubmit,
  children,
  after,
}: {
  hint: string;
  agreement: ReturnType<typeof useAgreement>;
  submitting: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <LoginBrand hint={hint} />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        <AgreementCheck checked={agreement.agreed} onChange={agreement.setAgreed} />
        <Button className={styles.submit} block color="primary" size="large" type="submit" loading={submitting}>
          {t('account.login')}
        </Button>
      </form>
      {after}
      {/* Logout lands here (PRODUCT.md#shop-login): the shop stays one tap away. */}
      <div className={styles.browse}>
        <Link to={PATHS.home} replace>
          {t('account.browseFirst')}
        </Link>
      </div>
      <AgreementDialog {...agreement.dialog} />
    </div>
  );
}

/** The error shown under the field `id`, for its input's `aria-describedby`. */
const errorId = (id: string) => `${id}-error`;

/** What a field's input says about its error: whether it is wrong and where that is explained. */
export function fieldErrorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {};
}

/**
 * One labelled row of a login form: `children` is the input with id `id` and anything beside it (a button), and
 * `error`, when given, is said under the row.
 */
export function LoginField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {children}
      </div>
      {error && (
        <p id={errorId(id)} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
