import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The cooler's substitutions tab (issue 44): being built. */
export default function SubstitutionsTab() {
  const { t } = useTranslation();
  return <Empty description={t('cooler.tabs.substitutions')} />;
}
