import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { EmptyState } from './page-states';

/** Any path outside the route table. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState title={t('title.notFound')} description={t('common.notFoundHint')}>
      <Button color="primary" onClick={() => navigate(PATHS.home)}>
        {t('common.goHome')}
      </Button>
    </EmptyState>
  );
}
