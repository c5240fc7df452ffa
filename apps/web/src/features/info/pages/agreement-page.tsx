import { useTranslation } from 'react-i18next';
import { DocumentView } from '../components/document-view';
import { TERMS } from '../content/terms';

/** The terms of service. */
export default function AgreementPage() {
  const { t } = useTranslation();
  return <DocumentView title={t('title.agreement')} document={TERMS} />;
}
