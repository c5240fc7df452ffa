import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './tab-list.module.css';

/**
 * A strip of tabs over one panel (`panelId`): the chosen one underlined, ←/→ move between them (the focus follows),
 * only the chosen one is in the Tab order.
 */
export function TabList<T extends string>({
  tabs,
  active,
  onChange,
  panelId,
  label,
  className,
}: {
  tabs: readonly T[];
  active: T;
  onChange: (tab: T) => void;
  panelId: string;
  label: (tab: T) => ReactNode;
  className?: string | undefined;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length] ?? active;
    onChange(next);
    buttons.current[tabs.indexOf(next)]?.focus();
  };

  return (
    <div className={className ? `${styles.tabs} ${className}` : styles.tabs} role="tablist" onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="tab"
          aria-selected={tab === active}
          aria-controls={panelId}
          tabIndex={tab === active ? 0 : -1}
          className={tab === active ? `${styles.tab} ${styles.activeTab}` : styles.tab}
          onClick={() => onChange(tab)}
        >
          {label(tab)}
        </button>
      ))}
    </div>
  );
}
