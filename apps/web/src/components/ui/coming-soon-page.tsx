import { useTranslation } from 'react-i18next';
import { GoHomeNotice } from './go-home-notice';

/** The plain page of a route whose feature has not shipped yet. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return <GoHomeNotice title={t('common.comingSoon')} description={t('common.comingSoonHint')} />;
}
