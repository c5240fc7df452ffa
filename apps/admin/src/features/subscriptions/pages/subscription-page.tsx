import { ArrowLeftOutlined } from '@ant-design/icons';
import { Col, Result, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { ApiError } from '../../../lib/api-client';
import { useSubscription } from '../api/get-subscription';
import { ChangeTimeline } from '../components/detail/change-timeline';
import { DeliveryTable } from '../components/detail/delivery-table';
import { SubscriptionSummary } from '../components/detail/subscription-summary';

/** `/subscriptions/:id`: one subscription's plan, recipient, card, money, deliveries with their orders, and changes. */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const subscription = useSubscription(id);
  const back = (
    <Link to="/subscriptions">
      <Space size={4}>
        <ArrowLeftOutlined />
        {t('subscriptions.detail.back')}
      </Space>
    </Link>
  );

  if (subscription.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (subscription.isError) {
    if (subscription.error instanceof ApiError && subscription.error.code === 404) {
      return (
        <Result
          status="404"
          title={t('subscriptions.detail.notFound')}
          subTitle={t('subscriptions.detail.notFoundHint')}
          extra={back}
        />
      );
    }
    return <LoadError error={subscription.error} onRetry={() => void subscription.refetch()} />;
  }
  const detail = subscription.data;
  return (
    <Page
      title={t('subscriptions.detail.title', { series: detail.seriesName, member: detail.memberPhone })}
      extra={back}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <SubscriptionSummary detail={detail} />
            <DeliveryTable deliveries={detail.deliveries} total={detail.deliveriesTotal} />
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <ChangeTimeline changes={detail.changes} />
        </Col>
      </Row>
    </Page>
  );
}
