import { ArrowLeftOutlined } from '@ant-design/icons';
import { Col, Result, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/permissions';
import { useDaySheet } from '../api/get-day-sheet';
import { useOrder } from '../api/get-order';
import { AfterSalesCard } from '../components/after-sales-card';
import { CostCard } from '../components/cost-card';
import { CustomerCard } from '../components/customer-card';
import { DeliveryCard } from '../components/delivery-card';
import { OrderHeader } from '../components/order-header';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderTimeline } from '../components/order-timeline';
import { PaymentCard } from '../components/payment-card';
import { slotLabeller } from '../components/slot-labels';

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

  return (
    <Page title={`${t('orders.orderNo')} ${o.orderNo}`} extra={<Space size={16}>{back}</Space>}>
      <OrderHeader order={o} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <OrderLinesTable lines={o.lines} />
            <DeliveryCard order={o} slotLabel={slotLabel} />
            <PaymentCard order={o} />
            <CostCard order={o} />
            <AfterSalesCard records={o.afterSaleRecords} />
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <CustomerCard customer={o.customer} />
            <OrderTimeline steps={o.timeline} slotLabel={slotLabel} />
          </Space>
        </Col>
      </Row>
    </Page>
  );
}
