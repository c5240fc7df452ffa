import { PrinterOutlined } from '@ant-design/icons';
import type { DaySheet } from '@ffe/shared/contracts/admin-orders';
import { Button, DatePicker, Empty, Flex, Segmented, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { shopDay } from '../../../lib/format';
import { dateParam, enumParam } from '../../../lib/use-table-state';
import { useDaySheet } from '../api/get-day-sheet';
import { OrderLines } from '../components/order-lines';
import { StatusTag } from '../components/status-tag';

const layouts = ['sheet', 'cards'] as const;
type Layout = (typeof layouts)[number];
const layoutParam = enumParam(layouts);

/** The paper each layout prints on: the workroom's A4 sheet, or one A6 card per message (Chromium has no A6 keyword). */
const pageRules: Record<Layout, string> = {
  sheet: '@page { size: A4; margin: 12mm; }',
  cards: '@page { size: 105mm 148mm; margin: 8mm; }',
};

/** Every slot of the day with its orders: lines, recipient, address, phone, card message and note. */
function SheetLayout({ sheet }: { sheet: DaySheet }) {
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
            {sheet.date} {slot.start}–{slot.end}
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
                    </td>
                    <td>
                      {order.recipient.province} {order.recipient.city} {order.recipient.district}{' '}
                      {order.recipient.detail}
                    </td>
                    <td className="sheet-card">
                      {order.cardMessage}
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

/** Each card message on its own A6 card, in slot order, with the order number to match it to its bouquet. */
function CardsLayout({ sheet }: { sheet: DaySheet }) {
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
          <footer>
            {order.orderNo} · {slot.start}–{slot.end}
          </footer>
        </article>
      ))}
    </div>
  );
}

/** The workroom's day sheet (A4) and the card messages (A6), printed from the browser. */
export default function DaySheetPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const date = dateParam.parse(params.get('date') ?? '') ?? shopDay();
  const layout = layoutParam.parse(params.get('layout') ?? '') ?? 'sheet';
  const sheet = useDaySheet(date);
  const set = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <div className={`print-${layout}`}>
      <Page
        title={`${t('orders.sheet.title')} ${date}`}
        extra={
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!sheet.data}>
            {t('orders.sheet.print')}
          </Button>
        }
      >
        <style>{pageRules[layout]}</style>
        <Flex gap={12} wrap align="center" className="filters no-print">
          <Space.Compact>
            <Button type={date === shopDay() ? 'primary' : 'default'} onClick={() => set('date', shopDay())}>
              {t('orders.today')}
            </Button>
            <Button type={date === shopDay(1) ? 'primary' : 'default'} onClick={() => set('date', shopDay(1))}>
              {t('orders.tomorrow')}
            </Button>
          </Space.Compact>
          <DatePicker
            aria-label={t('orders.deliveryDate')}
            value={dayjs(date)}
            allowClear={false}
            onChange={(value) => value && set('date', value.format('YYYY-MM-DD'))}
          />
          <Segmented<Layout>
            value={layout}
            options={[
              { value: 'sheet', label: t('orders.sheet.layoutSheet') },
              { value: 'cards', label: t('orders.sheet.layoutCards') },
            ]}
            onChange={(value) => set('layout', value === 'sheet' ? undefined : value)}
          />
        </Flex>
        {sheet.isPending ? (
          <Skeleton active />
        ) : sheet.isError ? (
          <LoadError error={sheet.error} onRetry={() => void sheet.refetch()} />
        ) : layout === 'cards' ? (
          <CardsLayout sheet={sheet.data} />
        ) : (
          <SheetLayout sheet={sheet.data} />
        )}
      </Page>
    </div>
  );
}
