import type { DaySheet } from '@ffe/shared/contracts/admin-orders';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemberName } from '../../../lib/member-name';
import { OrderLines } from './order-lines';
import { recipientAddress } from './order-words';
import { ProductionSummary } from './production-summary';
import { slotHours } from './slot-labels';
import { StatusTag } from './status-tag';

/**
 * The day's production summary, then every slot with what to make for it and its orders: a tick box, lines, recipient
 * (and orderer), address, phone, card message, signature, note and courier.
 */
export function DaySheetSlots({ sheet }: { sheet: DaySheet }) {
  const { t } = useTranslation();
  const memberName = useMemberName();
  if (sheet.slots.every((slot) => slot.orders.length === 0)) return <Empty description={t('orders.sheet.empty')} />;
  return (
    <div className="day-sheet">
      <section className="sheet-day">
        <ProductionSummary title={t('orders.sheet.productionDay', { date: sheet.date })} items={sheet.production} />
      </section>
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
          <ProductionSummary title={t('orders.sheet.productionSlot')} items={slot.production} />
          {slot.orders.length === 0 ? (
            <p className="sheet-none">{t('orders.sheet.noOrders')}</p>
          ) : (
            <table className="sheet-table">
              <thead>
                <tr>
                  <th className="sheet-tick-cell">{t('orders.sheet.done')}</th>
                  <th>{t('orders.orderNo')}</th>
                  <th>{t('orders.lines')}</th>
                  <th>{t('orders.recipient')}</th>
                  <th>{t('orders.detail.address')}</th>
                  <th>{t('orders.detail.cardMessage')}</th>
                  <th>{t('orders.sheet.note')}</th>
                  <th>{t('orders.sheet.courier')}</th>
                </tr>
              </thead>
              <tbody>
                {slot.orders.map((order) => (
                  <tr key={order.id}>
                    <td className="sheet-tick-cell">
                      <span className="sheet-tick" />
                    </td>
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
                      {order.sender && (
                        <div className="sheet-sender">
                          {t('orders.sheet.sender', {
                            name: memberName(order.sender.name, order.sender.phone),
                            phone: order.sender.phone,
                          })}
                        </div>
                      )}
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
                    <td className="nowrap">
                      {order.courier && (
                        <>
                          {order.courier.name}
                          <div>{order.courier.phone}</div>
                        </>
                      )}
                    </td>
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
