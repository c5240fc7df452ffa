import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list or page that failed to load: the server's reason and a way to ask again. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('common.loadFailed')}
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
