import { useTranslation } from 'react-i18next';
import { DocumentView } from '../components/document-view';
import { PRIVACY } from '../content/privacy';

/** The privacy policy. */
export default function PolicyPage() {
  const { t } = useTranslation();
  return <DocumentView title={t('title.policy')} document={PRIVACY} />;
}
