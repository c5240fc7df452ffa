import { useTranslation } from 'react-i18next';
import { GoHomeNotice } from './go-home-notice';

/** Any path outside the route table. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return <GoHomeNotice title={t('title.notFound')} description={t('common.notFoundHint')} />;
}
