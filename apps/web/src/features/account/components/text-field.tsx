import { Input, type InputProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './login.module.css';
import { fieldErrorProps, LoginField } from './login-form';

/** A labelled text row of an account form, its input told its error; `children` sit beside the input (a button). */
export function TextField({
  id,
  label,
  error,
  onChange,
  children,
  ...input
}: {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
} & Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'clearable' | 'placeholder'>) {
  return (
    <LoginField id={id} label={label} error={error}>
      <Input id={id} className={styles.input} {...input} onChange={onChange} {...fieldErrorProps(id, error)} />
      {children}
    </LoginField>
  );
}
