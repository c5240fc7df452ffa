import { Flex, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A console page: its title (also the browser tab's), actions on the right (below it on a narrow screen), then the content. */
export function Page({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.console')}`;
  }, [title, t]);
  return (
    <section className="page">
      <Flex justify="space-between" align="center" gap={16} wrap className="page-head">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </section>
  );
}
