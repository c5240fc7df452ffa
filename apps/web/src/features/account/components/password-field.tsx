import { Input } from 'antd-mobile';
import styles from './login.module.css';
import { fieldErrorProps, LoginField } from './login-form';

/** One labelled password input of an account form, its error said under it. */
export function PasswordField({
  id,
  label,
  placeholder,
  value,
  error,
  autoComplete = 'new-password',
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  error?: string | undefined;
  autoComplete?: 'new-password' | 'current-password';
  onChange: (value: string) => void;
}) {
  return (
    <LoginField id={id} label={label} error={error}>
      <Input
        id={id}
        className={styles.input}
        type="password"
        autoComplete={autoComplete}
        maxLength={64}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        {...fieldErrorProps(id, error)}
      />
    </LoginField>
  );
}
