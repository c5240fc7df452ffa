import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home-page.module.css';

/** `items` with `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

interface OrderedListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T, index: number) => ReactNode;
  /** The row's own actions (edit, delete), after the move buttons. */
  actions?: (item: T, index: number) => ReactNode;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  label: string;
}

/** A list in the order the shop shows it; each row moves up or down by its buttons. */
export function OrderedList<T>({ items, keyOf, render, actions, onMove, disabled, label }: OrderedListProps<T>) {
  const { t } = useTranslation();
  return (
    <ol className={styles.ordered} aria-label={label}>
      {items.map((item, index) => (
        <li key={keyOf(item)} className={styles.orderedRow}>
          <span className={styles.place}>{index + 1}</span>
          <div className={styles.rowBody}>{render(item, index)}</div>
          <Flex gap={4} align="center" wrap={false}>
            <Tooltip title={t('homePage.moveUp')}>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('homePage.moveUp')}
                disabled={disabled || index === 0}
                onClick={() => onMove(index, index - 1)}
              />
            </Tooltip>
            <Tooltip title={t('homePage.moveDown')}>
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('homePage.moveDown')}
                disabled={disabled || index === items.length - 1}
                onClick={() => onMove(index, index + 1)}
              />
            </Tooltip>
            {actions?.(item, index)}
          </Flex>
        </li>
      ))}
    </ol>
  );
}
