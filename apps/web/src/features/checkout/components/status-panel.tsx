import { DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './status-panel.module.css';

export type StatusTone = 'success' | 'failure' | 'waiting' | 'notice';

/** Line drawings of the outcome, on a 48-unit grid. */
const MARKS: Record<Exclude<StatusTone, 'waiting'>, string> = {
  success: 'M14 25l7 7 14-15',
  failure: 'M17 17l14 14M31 17L17 31',
  notice: 'M24 14v13M24 33v1',
};

/** Where a payment or order stands, as a big mark, a title, words and the ways on (`children`, as buttons). */
export function StatusPanel({
  tone,
  title,
  description,
  children,
}: {
  tone: StatusTone;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.panel} data-tone={tone} aria-live="polite">
      <div className={styles.mark}>
        {tone === 'waiting' ? (
          <DotLoading color="primary" />
        ) : (
          <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
            <circle cx="24" cy="24" r="22" />
            <path d={MARKS[tone]} />
          </svg>
        )}
      </div>
      <h2 className={styles.title}>{title}</h2>
      {description && <div className={styles.description}>{description}</div>}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
