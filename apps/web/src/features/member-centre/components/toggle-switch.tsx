import styles from './toggle-switch.module.css';

/**
 * An on/off form control. A real button with the switch role: antd-mobile's Switch cannot be reached by Tab or
 * toggled by Space.
 */
export function ToggleSwitch({
  id,
  checked = false,
  onChange,
}: {
  id?: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      className={styles.switch}
      onClick={() => onChange?.(!checked)}
    >
      <span className={styles.handle} />
    </button>
  );
}
