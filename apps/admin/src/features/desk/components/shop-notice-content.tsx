import type { ShopNoticeBody } from '@ffe/shared/contracts/im';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** An occasion reminder, a back-in-stock notice or a delivery's news the shop sent the member, under its kind's label. */
export function ShopNoticeContent({ body }: { body: ShopNoticeBody }) {
  const { t, i18n } = useTranslation();
  const what =
    body.kind === 'occasion'
      ? t('desk.shopNotice.occasion', { name: body.name, date: body.date })
      : body.kind === 'order-delivery'
        ? t(body.event === 'changed' ? 'desk.shopNotice.orderChanged' : 'desk.shopNotice.orderNotHome', {
            orderNo: body.order_no,
            date: body.date,
            slot: body.slot,
          })
        : body.kind === 'substitution'
          ? t('desk.shopNotice.substitution', {
              orderNo: body.order_no,
              lines: body.lines.map((l) => `${l.name} → ${l.substitute} ×${l.units}`).join(', '),
            })
          : body.kind === 'subscription'
            ? t(`desk.shopNotice.subscription.${body.event}`, {
                name: i18n.language === 'en' ? (body.name_en ?? body.name) : body.name,
                number: body.number ?? 0,
                total: body.total,
                date: body.date,
                from: body.moved_from ?? '',
              })
            : t('desk.shopNotice.backInStock', { name: body.option ? `${body.name} ${body.option}` : body.name });
  return (
    <div>
      <Typography.Text type="secondary">{t('desk.kind.shop-notice')}</Typography.Text> {what}
    </div>
  );
}
