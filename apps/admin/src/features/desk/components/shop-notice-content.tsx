import type { ShopNoticeBody } from '@ffe/shared/contracts/im';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** An occasion reminder or a back-in-stock notice the shop sent the member (issue 16), under its kind's label. */
export function ShopNoticeContent({ body }: { body: ShopNoticeBody }) {
  const { t } = useTranslation();
  const what =
    body.kind === 'occasion'
      ? t('desk.shopNotice.occasion', { name: body.name, date: body.date })
      : t('desk.shopNotice.backInStock', { name: body.option ? `${body.name} ${body.option}` : body.name });
  return (
    <div>
      <Typography.Text type="secondary">{t('desk.kind.shop-notice')}</Typography.Text> {what}
    </div>
  );
}
