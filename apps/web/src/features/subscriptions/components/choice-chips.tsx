import styles from './subscription-parts.module.css';

export interface Chip {
  value: string;
  label: string;
  detail?: string;
  disabled?: boolean;
}

/** A row of choices as pressed buttons: Tab and Enter choose, the chosen one is pressed. */
export function ChoiceChips({
  label,
  chips,
  value,
  onChoose,
}: {
  label: string;
  chips: readonly Chip[];
  value: string | undefined;
  onChoose: (value: string) => void;
}) {
  return (
    <fieldset className={styles.chips}>
      <legend className={styles.legend}>{label}</legend>
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          className={styles.chip}
          aria-pressed={chip.value === value}
          disabled={chip.disabled}
          onClick={() => onChoose(chip.value)}
        >
          <span>{chip.label}</span>
          {chip.detail && <span className={styles.chipDetail}>{chip.detail}</span>}
        </button>
      ))}
    </fieldset>
  );
}
