import { useId } from 'react';
import styles from './text-field.module.css';

/** A labelled text box with its length counter and, when given, the problem with what was typed. */
export function TextField({
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label}>
        <span>{label}</span>
        <textarea
          className={styles.text}
          rows={4}
          maxLength={maxLength}
          placeholder={placeholder}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <span className={styles.counter}>
        {value.length}/{maxLength}
      </span>
      {error && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
