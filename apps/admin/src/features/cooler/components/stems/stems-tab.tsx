import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The cooler's stems tab (issue 44): being built. */
export default function StemsTab() {
  const { t } = useTranslation();
  return <Empty description={t('cooler.tabs.stems')} />;
}
