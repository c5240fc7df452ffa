import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import { Card, Descriptions, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemberName } from '../../../lib/member-name';
import { NoneText } from './none-text';
import { recipientAddress } from './order-words';

/**
 * Where, when and to whom the flowers go, what the card says and how it is signed, who ordered them, the invoice
 * title, and who took them (with the photo at the door).
 */
export function DeliveryCard({ order: o, slotLabel }: { order: AdminOrder; slotLabel: (slot: string) => string }) {
  const { t } = useTranslation();
  const memberName = useMemberName();
  const r = o.recipient;
  const none = <NoneText />;
  // 「企业 · 鲜花科技有限公司 · 税号 9131…」: the kind first, the tax number only when the title has one.
  const invoiceText = (i: NonNullable<AdminOrder['invoice']>) =>
    [
      t(`orders.detail.invoiceKinds.${i.kind}`),
      i.title,
      i.taxNumber && t('orders.detail.taxNumber', { number: i.taxNumber }),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Card title={t('orders.detail.delivery')} size="small">
      <Descriptions column={2} size="small">
        <Descriptions.Item label={t('orders.recipient')}>{r.name}</Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.phone')}>{r.phone}</Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.address')} span={2}>
          {recipientAddress(r)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.dateSlot')}>
          {`${o.deliveryDate} ${slotLabel(o.deliverySlot)}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.anonymous')}>
          {o.anonymous ? t('orders.detail.yes') : t('orders.detail.no')}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.notifyRecipient')} span={2}>
          {o.notifyRecipient ? t('orders.detail.notifyRecipientYes') : t('orders.detail.no')}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.cardMessage')} span={2}>
          {o.cardMessage ? <span className="card-message">{o.cardMessage}</span> : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.signature')}>
          {o.anonymous ? t('orders.sheet.anonymous') : o.cardSignature || t('orders.detail.unsigned')}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.sender')}>
          {o.sender ? `${memberName(o.sender.name, o.sender.phone)} ${o.sender.phone}` : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.invoice')}>
          {o.invoice ? invoiceText(o.invoice) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.note')}>{o.note || none}</Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.courier')}>
          {o.courier ? `${o.courier.name} ${o.courier.phone}` : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.photo')}>
          {o.deliveryPhoto ? <Image src={o.deliveryPhoto} width={96} alt={t('orders.detail.photo')} /> : none}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
