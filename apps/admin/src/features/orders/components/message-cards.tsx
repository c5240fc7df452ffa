import type { DaySheet } from '@ffe/shared/contracts/admin-orders';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { slotHours } from './slot-labels';

/** Each card message (and its signature) on its own A6 card, in slot order, with the order number to match it to its bouquet. */
export function MessageCards({ sheet }: { sheet: DaySheet }) {
  const { t } = useTranslation();
  const cards = sheet.slots.flatMap((slot) =>
    slot.orders.filter((order) => order.cardMessage.trim() !== '').map((order) => ({ slot, order })),
  );
  if (cards.length === 0) return <Empty description={t('orders.sheet.noCards')} />;
  return (
    <div className="message-cards">
      {cards.map(({ slot, order }) => (
        <article key={order.id} className="message-card">
          <p className="message-card-to">{t('orders.sheet.to', { name: order.recipient.name })}</p>
          <p className="message-card-text">{order.cardMessage}</p>
          {order.cardSignature && (
            <p className="message-card-signature">{t('orders.sheet.signed', { name: order.cardSignature })}</p>
          )}
          <footer>
            {order.orderNo} · {slotHours(slot)}
          </footer>
        </article>
      ))}
    </div>
  );
}
