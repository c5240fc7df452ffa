import type { CouponTemplateView } from '@ffe/shared/contracts/admin-coupons';
import { formatCents } from '@ffe/shared/domain/money';
import { Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { STATE_COLOURS, scopeText, termsText, validityText } from './coupon-words';

/** A template's columns before its actions: what it is, its terms and dates, and what became of it. */
export const templateColumns = (t: TFunction): TableColumnsType<CouponTemplateView> => [
  {
    key: 'name',
    title: t('coupons.name'),
    width: 180,
    render: (_, tpl) => (
      <Space direction="vertical" size={2}>
        <Typography.Text strong>{tpl.name}</Typography.Text>
        <Space size={4} wrap>
          <Tag color={STATE_COLOURS[tpl.state]}>{t(`coupons.states.${tpl.state}`)}</Tag>
          <Typography.Text type="secondary">{t(`coupons.audiences.${tpl.audience}`)}</Typography.Text>
        </Space>
      </Space>
    ),
  },
  {
    key: 'terms',
    title: t('coupons.terms'),
    width: 200,
    render: (_, tpl) => (
      <Space direction="vertical" size={0} style={{ maxWidth: 200 }}>
        <span>{termsText(t, tpl)}</span>
        <Typography.Text type="secondary" ellipsis={{ tooltip: scopeText(t, tpl) }} style={{ maxWidth: 200 }}>
          {scopeText(t, tpl)}
        </Typography.Text>
      </Space>
    ),
  },
  { key: 'validity', title: t('coupons.validityColumn'), width: 120, render: (_, tpl) => validityText(t, tpl) },
  {
    key: 'quantity',
    className: 'nowrap',
    align: 'right',
    title: t('coupons.quantity'),
    render: (_, tpl) => `${tpl.claimedCount} / ${tpl.totalQuantity}`,
  },
  {
    key: 'used',
    className: 'nowrap',
    align: 'right',
    title: t('coupons.used'),
    render: (_, tpl) => tpl.figures.used,
  },
  {
    key: 'discount',
    className: 'nowrap',
    align: 'right',
    title: t('coupons.discount'),
    render: (_, tpl) => `¥${formatCents(tpl.figures.discountCents)}`,
  },
  {
    key: 'orders',
    className: 'nowrap',
    align: 'right',
    title: t('coupons.orders'),
    render: (_, tpl) => tpl.figures.orders,
  },
];
