import { useEffect, useRef, useState } from 'react';

/** Keys (as `KeyboardEvent.key`, letters lower-case) and what they do. */
export type Shortcuts = Partial<Record<string, () => void>>;

/** Typing in a field, or a dialog over the page, keeps its keys to itself. */
function isBusyElsewhere(event: KeyboardEvent): boolean {
  const target = event.target;
  if (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable="true"], [role="combobox"]')
  )
    return true;
  const modals = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')];
  return modals.some((modal) => modal.style.display !== 'none') || document.querySelector('.ant-drawer-open') !== null;
}

/**
 * Page-wide single-key shortcuts for what a florist repeats (next row, next page, mark prepared). Keys with Ctrl, Alt
 * or Meta are left to the browser; the handlers may change on every render.
 */
export function useShortcuts(shortcuts: Shortcuts, enabled = true): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented || isBusyElsewhere(event)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action = latest.current[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

/**
 * A table's keyboard: J / K move the highlighted row, PageDown / PageUp turn the page. Answers the highlighted row's
 * key and a class name for antd's `rowClassName`.
 */
export function useRowCursor<K extends string>({
  rowKeys,
  page,
  pageCount,
  setPage,
}: {
  rowKeys: readonly K[];
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
}) {
  const [active, setActive] = useState<K | undefined>(undefined);
  const index = active === undefined ? -1 : rowKeys.indexOf(active);
  const moveTo = (next: number) => {
    const key = rowKeys[Math.min(Math.max(next, 0), rowKeys.length - 1)];
    if (key !== undefined) setActive(key);
  };
  useShortcuts({
    j: () => moveTo(index + 1),
    k: () => moveTo(index < 0 ? 0 : index - 1),
    PageDown: () => page < pageCount && setPage(page + 1),
    PageUp: () => page > 1 && setPage(page - 1),
  });
  const activeKey = index < 0 ? undefined : active;
  const classNameFor = (key: string) => (key === activeKey ? 'row-active' : '');
  return {
    activeKey,
    /** For rows keyed by another field than `_id`. */
    classNameFor,
    rowClassName: (record: { _id: string }) => classNameFor(record._id),
  };
}
