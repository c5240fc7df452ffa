import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The cooler's plan tab (issue 44): being built. */
export default function PlanTab() {
  const { t } = useTranslation();
  return <Empty description={t('cooler.tabs.plan')} />;
}
