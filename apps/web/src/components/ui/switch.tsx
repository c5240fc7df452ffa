import styles from './switch.module.css';

/** An on/off switch; put it inside a `<label>` that names it. antd-mobile's Switch cannot be reached by Tab. */
export function Switch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      role="switch"
      aria-checked={checked}
      className={styles.switch}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
