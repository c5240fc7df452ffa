import type { ReactNode } from 'react';
import panel from './panel.module.css';

/** One titled card of an order's detail, named by its title for screen readers. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={panel.panel} aria-label={title}>
      <h2 className={panel.title}>{title}</h2>
      {children}
    </section>
  );
}
