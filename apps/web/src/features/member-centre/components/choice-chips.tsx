import styles from './choice-chips.module.css';

/** A single choice shown as chips: each a toggle button, the chosen one pressed. */
export function ChoiceChips<T extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly { value: T; label: string }[];
  value?: T | undefined;
  onChange?: (value: T) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.chips}>
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className={styles.chip}
            aria-pressed={value === choice.value}
            onClick={() => onChange?.(choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
