import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { EmptyState } from './page-states';

/** The plain page of a route whose feature has not shipped yet. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonHint')}>
      <Button color="primary" onClick={() => navigate(PATHS.home)}>
        {t('common.goHome')}
      </Button>
    </EmptyState>
  );
}
