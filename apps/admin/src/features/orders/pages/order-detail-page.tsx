import { ArrowLeftOutlined } from '@ant-design/icons';
import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Image,
  Result,
  Row,
  Skeleton,
  Space,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { ApiError } from '../../../lib/api-client';
import { formatTime, formatYuan } from '../../../lib/format';
import { useCan } from '../../../lib/permissions';
import { useCancelOrder } from '../api/cancel-order';
import { useDaySheet } from '../api/get-day-sheet';
import { useOrder } from '../api/get-order';
import { usePrepareOrder } from '../api/prepare-order';
import { DeliverDialog } from '../components/deliver-dialog';
import { DispatchDialog } from '../components/dispatch-dialog';
import { lineName } from '../components/order-lines';
import { RefundDialog } from '../components/refund-dialog';
import { slotLabeller } from '../components/slot-labels';
import { StatusTag } from '../components/status-tag';

type Dialog = 'dispatch' | 'deliver' | 'refund';

/** The moves the order's state and the member's permissions allow, as buttons; each asks the server, which decides. */
function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const can = useCan();
  const prepare = usePrepareOrder();
  const cancel = useCancelOrder();
  const [dialog, setDialog] = useState<Dialog>();
  type DoneKey = 'orders.prepared' | `orders.${'cancel' | 'dispatch' | 'deliver' | 'refund'}.done`;
  const done = (key: DoneKey) => () => {
    setDialog(undefined);
    void message.success(t(key, { orderNo: order.orderNo }));
  };
  const failed = (error: Error) => void message.error(error.message);
  const waitingInShop = order.status === 'paid' || order.status === 'preparing';

  const confirmCancel = () =>
    modal.confirm({
      title: t('orders.cancel.confirm', { orderNo: order.orderNo }),
      content: t('orders.cancel.hint'),
      okText: t('orders.cancel.action'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => cancel.mutateAsync(order.id).then(done('orders.cancel.done'), failed),
    });

  return (
    <Space wrap>
      {order.status === 'paid' && can('orders.prepare') && (
        <Button
          type="primary"
          loading={prepare.isPending}
          onClick={() => prepare.mutate(order.id, { onSuccess: done('orders.prepared'), onError: failed })}
        >
          {t('orders.prepare')}
        </Button>
      )}
      {waitingInShop && can('orders.dispatch') && (
        <Button type={order.status === 'preparing' ? 'primary' : 'default'} onClick={() => setDialog('dispatch')}>
          {t('orders.dispatch.action')}
        </Button>
      )}
      {order.status === 'delivering' && can('orders.deliver') && (
        <Button type="primary" onClick={() => setDialog('deliver')}>
          {t('orders.deliver.action')}
        </Button>
      )}
      {order.status === 'pending_payment' && can('orders.refund') && (
        <Button danger onClick={confirmCancel}>
          {t('orders.cancel.action')}
        </Button>
      )}
      {waitingInShop && can('orders.refund') && (
        <Button danger onClick={() => setDialog('refund')}>
          {t('orders.refund.action')}
        </Button>
      )}
      {dialog === 'dispatch' && (
        <DispatchDialog
          ids={[order.id]}
          orderNo={order.orderNo}
          onClose={() => setDialog(undefined)}
          onDone={done('orders.dispatch.done')}
        />
      )}
      {dialog === 'deliver' && (
        <DeliverDialog order={order} onClose={() => setDialog(undefined)} onDone={done('orders.deliver.done')} />
      )}
      {dialog === 'refund' && (
        <RefundDialog order={order} onClose={() => setDialog(undefined)} onDone={done('orders.refund.done')} />
      )}
    </Space>
  );
}

/** Everything about one order: what the customer entered, the money, after-sales, who did what, and its moves. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const can = useCan();
  // The day's slots name the order's slot by its hours; a courier (no orders.read) sees the slot's id.
  const deliveryDate = order.data?.deliveryDate;
  const sheet = useDaySheet(deliveryDate ?? '', deliveryDate !== undefined && can('orders.read'));
  const slotLabel = slotLabeller(sheet.data);
  const none = <Typography.Text type="secondary">{t('orders.detail.none')}</Typography.Text>;
  const back = (
    <Link to="..">
      <Space size={4}>
        <ArrowLeftOutlined />
        {t('orders.detail.back')}
      </Space>
    </Link>
  );

  if (order.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.code === 404) {
      return <Result status="404" title={t('orders.detail.notFound')} extra={back} />;
    }
    return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
  }
  const o = order.data;
  const r = o.recipient;

  return (
    <Page title={`${t('orders.orderNo')} ${o.orderNo}`} extra={<Space size={16}>{back}</Space>}>
      <Flex justify="space-between" align="center" wrap gap={12} className="detail-head">
        <Space>
          <StatusTag status={o.status} />
          {o.recentlyPaid && <Tag color="red">{t('orders.new')}</Tag>}
          <Typography.Text type="secondary">
            {t('orders.detail.createdAt')} {formatTime(o.createTime)}
          </Typography.Text>
        </Space>
        <OrderActions order={o} />
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card title={t('orders.detail.lines')} size="small">
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={o.lines}
                columns={[
                  {
                    key: 'name',
                    title: t('orders.detail.goods'),
                    render: (_, l) => (
                      <>
                        {lineName(l)} {l.addOn && <Tag color="gold">{t('orders.addOns')}</Tag>}
                      </>
                    ),
                  },
                  {
                    key: 'price',
                    title: t('orders.detail.price'),
                    align: 'right',
                    render: (_, l) => formatYuan(l.price),
                  },
                  { key: 'quantity', title: t('orders.detail.quantity'), align: 'right', dataIndex: 'quantity' },
                  {
                    key: 'subtotal',
                    title: t('orders.detail.subtotal'),
                    align: 'right',
                    render: (_, l) => formatYuan(l.amount),
                  },
                ]}
              />
            </Card>
            <Card title={t('orders.detail.delivery')} size="small">
              <Descriptions column={2} size="small">
                <Descriptions.Item label={t('orders.recipient')}>{r.name}</Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.phone')}>{r.phone}</Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.address')} span={2}>
                  {`${r.province} ${r.city} ${r.district} ${r.detail}`}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.dateSlot')}>
                  {`${o.deliveryDate} ${slotLabel(o.deliverySlot)}`}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.anonymous')}>
                  {o.anonymous ? t('orders.detail.yes') : t('orders.detail.no')}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.cardMessage')} span={2}>
                  {o.cardMessage ? <span className="card-message">{o.cardMessage}</span> : none}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.invoice')}>{o.invoice?.title ?? none}</Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.note')}>{o.note || none}</Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.courier')}>
                  {o.courier ? `${o.courier.name} ${o.courier.phone}` : none}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.photo')}>
                  {o.deliveryPhoto ? <Image src={o.deliveryPhoto} width={96} alt={t('orders.detail.photo')} /> : none}
                </Descriptions.Item>
              </Descriptions>
            </Card>
            <Card title={t('orders.detail.payment')} size="small">
              <Descriptions column={3} size="small">
                <Descriptions.Item label={t('orders.detail.goodsAmount')}>
                  {formatYuan(o.goodsAmount)}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.deliveryFee')}>
                  {formatYuan(o.deliveryFee)}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.surcharge')}>
                  {formatYuan(o.surcharge)}
                  {o.surchargeReason ? ` (${o.surchargeReason})` : ''}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.discount')}>
                  {formatYuan(o.discountAmount)}
                  {o.couponName ? ` (${o.couponName})` : ''}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.payAmount')}>
                  <Typography.Text strong>{formatYuan(o.payAmount)}</Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.refunded')}>
                  {formatYuan(o.refundedAmount)}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.detail.payChannel')}>
                  {o.payChannel ? t(`orders.detail.channels.${o.payChannel}`) : none}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders.paidAt')}>
                  {o.paidAt ? formatTime(o.paidAt) : none}
                </Descriptions.Item>
                {o.refundReason && (
                  <Descriptions.Item label={t('orders.detail.staffReason')}>{o.refundReason}</Descriptions.Item>
                )}
              </Descriptions>
              {o.refunds.length > 0 && (
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  title={() => t('orders.detail.refunds')}
                  dataSource={o.refunds}
                  columns={[
                    { key: 'at', title: t('audit.time'), render: (_, f) => formatTime(f.createTime) },
                    { key: 'amount', title: t('orders.detail.refundAmount'), render: (_, f) => formatYuan(f.amount) },
                    {
                      key: 'reason',
                      title: t('orders.detail.refundReason'),
                      render: (_, f) => t(`orders.detail.refundReasons.${f.reason}`),
                    },
                    {
                      key: 'status',
                      title: t('orders.detail.refundStatus'),
                      render: (_, f) => t(`orders.detail.refundStatuses.${f.status}`),
                    },
                    { key: 'attempts', title: t('orders.detail.attempts'), dataIndex: 'attempts' },
                    { key: 'error', title: t('orders.detail.lastError'), render: (_, f) => f.lastError ?? '—' },
                  ]}
                />
              )}
            </Card>
            <Card title={t('orders.detail.afterSales')} size="small">
              {o.afterSaleRecords.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.detail.none')} />
              ) : (
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={o.afterSaleRecords}
                  columns={[
                    { key: 'at', title: t('audit.time'), render: (_, a) => formatTime(a.createTime) },
                    { key: 'kind', title: '', render: (_, a) => t(`orders.detail.afterSaleKinds.${a.kind}`) },
                    {
                      key: 'reason',
                      title: t('orders.detail.refundReason'),
                      render: (_, a) => (
                        <span>
                          {t(`orders.detail.afterSaleReasons.${a.reason}`)}
                          {a.description ? ` · ${a.description}` : ''}
                        </span>
                      ),
                    },
                    { key: 'amount', title: t('orders.detail.refundAmount'), render: (_, a) => formatYuan(a.amount) },
                    {
                      key: 'status',
                      title: t('orders.detail.refundStatus'),
                      render: (_, a) => <Tag>{t(`orders.detail.afterSaleStatuses.${a.status}`)}</Tag>,
                    },
                    {
                      key: 'pictures',
                      title: '',
                      render: (_, a) => (
                        <Image.PreviewGroup>
                          {a.pictures.map((src) => (
                            <Image key={src} src={src} width={40} />
                          ))}
                        </Image.PreviewGroup>
                      ),
                    },
                  ]}
                />
              )}
            </Card>
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card title={t('orders.detail.customer')} size="small">
              <Typography.Text strong>{o.customer.nickname}</Typography.Text>
              <div>{o.customer.phone ?? none}</div>
              <Typography.Text type="secondary">
                {t('orders.detail.orderCount', { count: o.customer.orderCount })}
              </Typography.Text>
            </Card>
            <Card title={t('orders.detail.timeline')} size="small">
              <Timeline
                items={[...o.timeline].reverse().map((step) => ({
                  key: `${step.status}-${step.at}`,
                  content: (
                    <div>
                      <StatusTag status={step.status} />
                      <Typography.Text>{step.actorName ?? t(`orders.detail.by.${step.by}`)}</Typography.Text>
                      <div>
                        <Typography.Text type="secondary">{formatTime(step.at)}</Typography.Text>
                      </div>
                    </div>
                  ),
                }))}
              />
            </Card>
          </Space>
        </Col>
      </Row>
    </Page>
  );
}
