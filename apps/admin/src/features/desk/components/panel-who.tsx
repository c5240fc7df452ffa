import type { DeskCustomerPanel } from '@ffe/shared/contracts/admin-desk';
import { Avatar, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime, formatYuan } from '../../../lib/format';
import { customerName } from '../utils/desk-words';
import { PanelSection } from './panel-section';

type GoodsRef = NonNullable<DeskCustomerPanel['first_goods']>;

function GoodsLine({ goods }: { goods: GoodsRef }) {
  return (
    <Flex gap={8} align="center">
      {goods.image && <img src={goods.image} alt="" width={36} height={36} className="desk-thumb" />}
      <Typography.Text ellipsis>{goods.name}</Typography.Text>
      <Typography.Text type="secondary">{formatYuan(goods.price)}</Typography.Text>
    </Flex>
  );
}

/** Who writes (nickname or 访客 and code, masked phone, member since), the goods a guest came from, and the origin. */
export function PanelWho({ panel }: { panel: DeskCustomerPanel }) {
  const { t } = useTranslation();
  const { customer, first_goods: firstGoods, origin } = panel;
  const name = customerName(customer, t);
  return (
    <PanelSection title={t('desk.panel.title')}>
      <Flex gap={12} align="center">
        <Avatar size={40} src={customer.avatar || undefined}>
          {name.slice(0, 1)}
        </Avatar>
        <div>
          <Typography.Text strong>{name}</Typography.Text>{' '}
          <Tag variant="filled">{t(customer.kind === 'member' ? 'desk.panel.member' : 'desk.panel.guestKind')}</Tag>
          {customer.phone && <div>{customer.phone}</div>}
          {customer.member_since !== null && (
            <Typography.Text type="secondary" className="desk-small">
              {t('desk.panel.memberSince', { date: formatTime(customer.member_since).slice(0, 10) })}
            </Typography.Text>
          )}
        </div>
      </Flex>
      {firstGoods && (
        <div className="desk-sub">
          <Typography.Text type="secondary">{t('desk.panel.firstGoods')}</Typography.Text>
          <GoodsLine goods={firstGoods} />
        </div>
      )}
      {(origin.goods || origin.order) && (
        <div className="desk-sub">
          <Typography.Text type="secondary">{t('desk.panel.origin')}</Typography.Text>
          {origin.goods && <GoodsLine goods={origin.goods} />}
          {origin.order && (
            <div>
              <Link to={`/orders/${origin.order.id}`}>{origin.order.order_no}</Link> {formatYuan(origin.order.amount)}
            </div>
          )}
        </div>
      )}
    </PanelSection>
  );
}
