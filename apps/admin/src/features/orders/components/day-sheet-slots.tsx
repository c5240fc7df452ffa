import type { DaySheet } from '@ffe/shared/contracts/admin-orders';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderLines } from './order-lines';
import { recipientAddress } from './order-words';
import { slotHours } from './slot-labels';
import { StatusTag } from './status-tag';

/** Every slot of the day with its orders: lines, recipient (and orderer), address, phone, card message, signature and note. */
export function DaySheetSlots({ sheet }: { sheet: DaySheet }) {
  const { t } = useTranslation();
  if (sheet.slots.every((slot) => slot.orders.length === 0)) return <Empty description={t('orders.sheet.empty')} />;
  return (
    <div className="day-sheet">
      {sheet.slots.map((slot) => (
        // An empty slot shows on screen but wastes no paper.
        <section
          key={slot.slot}
          className={slot.orders.length === 0 ? 'sheet-slot no-print' : 'sheet-slot'}
          data-slot={slot.slot}
        >
          <h2>
            {sheet.date} {slotHours(slot)}
            <small>{t('orders.sheet.orders', { count: slot.orders.length })}</small>
          </h2>
          {slot.orders.length === 0 ? (
            <p className="sheet-none">{t('orders.sheet.noOrders')}</p>
          ) : (
            <table className="sheet-table">
              <thead>
                <tr>
                  <th>{t('orders.orderNo')}</th>
                  <th>{t('orders.lines')}</th>
                  <th>{t('orders.recipient')}</th>
                  <th>{t('orders.detail.address')}</th>
                  <th>{t('orders.detail.cardMessage')}</th>
                  <th>{t('orders.sheet.note')}</th>
                </tr>
              </thead>
              <tbody>
                {slot.orders.map((order) => (
                  <tr key={order.id}>
                    <td className="nowrap">
                      {order.orderNo}
                      <div className="no-print">
                        <StatusTag status={order.status} />
                      </div>
                    </td>
                    <td>
                      <OrderLines lines={order.lines} stacked />
                    </td>
                    <td className="nowrap">
                      {order.recipient.name}
                      <div>{order.recipient.phone}</div>
                      {order.sender && <div className="sheet-sender">{t('orders.sheet.sender', order.sender)}</div>}
                    </td>
                    <td>{recipientAddress(order.recipient)}</td>
                    <td className="sheet-card">
                      {order.cardMessage}
                      {order.cardSignature && (
                        <div className="sheet-signature">{t('orders.sheet.signed', { name: order.cardSignature })}</div>
                      )}
                      {order.anonymous && <div className="sheet-anonymous">{t('orders.sheet.anonymous')}</div>}
                    </td>
                    <td>{order.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </div>
  );
}
