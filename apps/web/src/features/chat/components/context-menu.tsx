import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useCloseOnEscape } from '../../../lib/use-close-on-escape';
import type { PressPoint } from '../hooks/use-long-press';
import styles from './context-menu.module.css';

export interface MenuItem {
  key: string;
  label: string;
  danger?: boolean;
  onSelect: () => void;
}

/** Space kept between the menu and the window's edges. */
const EDGE_PX = 8;

/**
 * A small menu at the point of a long press or right click, kept inside the window. Arrow keys move between its
 * items, Escape, Tab or a tap outside close it, and the focus goes back where it was.
 */
export function ContextMenu({
  point,
  label,
  items,
  onClose,
}: {
  point: PressPoint;
  label: string;
  items: MenuItem[];
  onClose: () => void;
}) {
  const menu = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ left: point.x, top: point.y });

  useCloseOnEscape(true, onClose);

  // Measured before painting, so the menu never shows hanging off the window.
  useLayoutEffect(() => {
    const box = menu.current?.getBoundingClientRect();
    if (!box) return;
    const left = Math.max(EDGE_PX, Math.min(point.x, window.innerWidth - box.width - EDGE_PX));
    const top = Math.max(EDGE_PX, Math.min(point.y, window.innerHeight - box.height - EDGE_PX));
    setPosition({ left, top });
  }, [point]);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    menu.current?.querySelector<HTMLButtonElement>('button')?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      buttons[(at + step + buttons.length) % buttons.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      buttons[event.key === 'Home' ? 0 : buttons.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      onClose();
    }
  };

  return createPortal(
    <div className={styles.layer}>
      {/* The mask is for the pointer only; the keyboard closes with Escape. */}
      <div
        className={styles.mask}
        aria-hidden="true"
        onClick={onClose}
        onContextMenu={(event) => {
          event.preventDefault();
          onClose();
        }}
      />
      <div
        ref={menu}
        role="menu"
        aria-label={label}
        className={styles.menu}
        style={{ left: position.left, top: position.top }}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="menuitem"
            className={item.danger ? `${styles.item} ${styles.danger}` : styles.item}
            onClick={() => {
              onClose();
              item.onSelect();
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
    </div>,
    document.body,
  );
}
