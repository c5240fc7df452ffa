import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The cooler's reports tab (issue 44): being built. */
export default function ReportsTab() {
  const { t } = useTranslation();
  return <Empty description={t('cooler.tabs.reports')} />;
}
