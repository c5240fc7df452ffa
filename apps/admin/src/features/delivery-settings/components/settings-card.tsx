import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One section of the settings: its title, a line on what it does, then its fields. */
export function SettingsCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card title={title}>
      {hint && (
        <Typography.Paragraph type="secondary" className="section-hint">
          {hint}
        </Typography.Paragraph>
      )}
      {children}
    </Card>
  );
}
