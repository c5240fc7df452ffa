import { Typography } from 'antd';

/** A titled part of the customer panel. */
export function PanelSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="desk-section">
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}
