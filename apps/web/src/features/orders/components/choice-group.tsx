import { useId } from 'react';
import styles from './choice-group.module.css';

/** One choice of a few, as native radios drawn as chips: the arrow keys move between them. */
export function ChoiceGroup<T extends string>({
  label,
  choices,
  value,
  onChange,
  error,
}: {
  label: string;
  choices: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string | undefined;
}) {
  const name = useId();
  return (
    <fieldset className={styles.group} aria-invalid={Boolean(error)}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.chips}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}
