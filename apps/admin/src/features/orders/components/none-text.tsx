import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the detail shows for a field the customer left empty or the order does not have yet. */
export function NoneText() {
  const { t } = useTranslation();
  return <Typography.Text type="secondary">{t('orders.detail.none')}</Typography.Text>;
}
