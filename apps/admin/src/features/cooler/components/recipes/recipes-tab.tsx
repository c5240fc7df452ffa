import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The cooler's recipes tab (issue 44): being built. */
export default function RecipesTab() {
  const { t } = useTranslation();
  return <Empty description={t('cooler.tabs.recipes')} />;
}
