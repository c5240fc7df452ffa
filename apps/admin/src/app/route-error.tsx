import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../lib/paths';

/** A page whose code failed to load (a new release, a lost connection) or that threw: a reload usually mends it. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('common.loadFailed')}
      subTitle={t('common.pageLoadFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** An address the console does not have. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('common.notFound')}
      subTitle={t('common.notFoundHint')}
      extra={
        <Button type="primary" onClick={() => void navigate(PATHS.home)}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
