import type { DeskCustomerPanel } from '@ffe/shared/contracts/admin-desk';
import { App, Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../lib/format';
import { useCouponChoices } from '../api/list-coupon-choices';
import { useGoodsChoices } from '../api/list-goods-choices';
import { useSendDeskMessage } from '../api/send-message';
import { type Outgoing, outgoingRequest } from '../hooks/use-pending-sends';
import { CardPicker } from './card-picker';
import { PanelSection } from './panel-section';

type Picking = 'goods' | 'order' | 'coupon' | undefined;

/** Sends the customer a goods card, one of their orders, or gives them a coupon, each picked from a list. */
export function PanelSend({ conversationId, panel }: { conversationId: string; panel: DeskCustomerPanel }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [picking, setPicking] = useState<Picking>(undefined);
  const [keyword, setKeyword] = useState('');
  const sendMessage = useSendDeskMessage();
  const goods = useGoodsChoices(keyword, picking === 'goods');
  const coupons = useCouponChoices(picking === 'coupon');
  const guest = panel.customer.kind === 'guest';
  const close = () => setPicking(undefined);
  const sendingId = (() => {
    if (!sendMessage.isPending) return undefined;
    const { body } = sendMessage.variables;
    if (typeof body !== 'object' || body === null) return undefined;
    return 'goods_id' in body
      ? body.goods_id
      : 'order_id' in body
        ? body.order_id
        : 'coupon_id' in body
          ? body.coupon_id
          : undefined;
  })();

  const send = (outgoing: Outgoing) =>
    sendMessage.mutate(outgoingRequest(conversationId, outgoing), {
      onSuccess: () => {
        void message.success(t('desk.panel.sent'));
        close();
      },
    });

  return (
    <PanelSection title={t('desk.panel.send')}>
      <Space wrap>
        <Button onClick={() => setPicking('goods')}>{t('desk.panel.sendGoods')}</Button>
        <Button onClick={() => setPicking('order')} disabled={panel.orders.length === 0}>
          {t('desk.panel.sendOrder')}
        </Button>
        <Tooltip title={guest ? t('desk.pick.guestNoCoupon') : undefined}>
          <Button onClick={() => setPicking('coupon')} disabled={guest}>
            {t('desk.panel.sendCoupon')}
          </Button>
        </Tooltip>
      </Space>
      {picking === 'goods' && (
        <CardPicker
          title={t('desk.pick.goodsTitle')}
          searchLabel={t('desk.pick.goodsSearch')}
          onSearch={setKeyword}
          choices={(goods.data?.list ?? []).map((row) => ({
            id: row.id,
            title: row.name,
            detail: `${formatYuan(row.salePrice)} · ${row.categoryName}`,
          }))}
          loading={goods.isPending}
          error={goods.error}
          empty={t('desk.pick.noGoods')}
          sendingId={sendingId}
          onSend={(id) => send({ type: 'goods', body: { goods_id: id } })}
          onClose={close}
        />
      )}
      {picking === 'order' && (
        <CardPicker
          title={t('desk.pick.orderTitle')}
          choices={panel.orders.map((order) => ({
            id: order.id,
            title: order.order_no,
            detail: `${t(`orders.status.${order.status}`)} · ${formatYuan(order.amount)}`,
          }))}
          loading={false}
          error={null}
          empty={t('desk.panel.noOrders')}
          sendingId={sendingId}
          onSend={(id) => send({ type: 'order', body: { order_id: id } })}
          onClose={close}
        />
      )}
      {picking === 'coupon' && (
        <CardPicker
          title={t('desk.pick.couponTitle')}
          hint={t('desk.pick.couponHint')}
          choices={(coupons.data?.list ?? []).map((template) => ({
            id: template.id,
            title: template.name,
            detail:
              template.kind === 'fixed'
                ? t('desk.card.couponOff', { amount: (template.amountOffCents / 100).toFixed(2) })
                : t('desk.card.couponPercent', { percent: template.percentOff }),
          }))}
          loading={coupons.isPending}
          error={coupons.error}
          empty={t('desk.pick.noCoupons')}
          sendingId={sendingId}
          onSend={(id) => send({ type: 'coupon', body: { coupon_id: id } })}
          onClose={close}
        />
      )}
    </PanelSection>
  );
}
