import type { ReactNode } from 'react';
import { LineIcon } from '../../../components/ui/line-icon';
import styles from './checkout.module.css';

/** A row of the order form that opens a chooser: its name on the left, what is chosen and a chevron on the right. */
export function PickerRow({ label, value, onClick }: { label: string; value: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={styles.pickerRow} onClick={onClick}>
      <span className={styles.rowLabel}>{label}</span>
      <span className={styles.rowValue}>{value}</span>
      <LineIcon d="M9 5l7 7-7 7" size={16} />
    </button>
  );
}
