import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The cooler's batches tab (issue 44): being built. */
export default function BatchesTab() {
  const { t } = useTranslation();
  return <Empty description={t('cooler.tabs.batches')} />;
}
