import { ArrowLeftOutlined } from '@ant-design/icons';
import { Col, Result, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { ApiError } from '../../../lib/api-client';
import { useMemberName } from '../../../lib/member-name';
import { useCustomer } from '../api/get-customer';
import { CustomerNotes } from '../components/customer-notes';
import { CustomerProfile } from '../components/customer-profile';
import { CustomerRecords } from '../components/customer-records';

/** `/customers/:id`: one customer, their records, the team's notes and the disable switch. */
export default function CustomerPage() {
  const { t } = useTranslation();
  const memberName = useMemberName();
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const back = (
    <Link to="..">
      <Space size={4}>
        <ArrowLeftOutlined />
        {t('customers.back')}
      </Space>
    </Link>
  );

  if (customer.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (customer.isError) {
    if (customer.error instanceof ApiError && customer.error.code === 404) {
      return (
        <Result status="404" title={t('customers.notFound')} subTitle={t('customers.notFoundHint')} extra={back} />
      );
    }
    return <LoadError error={customer.error} onRetry={() => void customer.refetch()} />;
  }
  const detail = customer.data;
  return (
    <Page title={memberName(detail.customer.nickname, detail.customer.phone)} extra={back}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <CustomerProfile customer={detail.customer} />
            <CustomerRecords detail={detail} />
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <CustomerNotes customerId={detail.customer.id} notes={detail.notes} />
        </Col>
      </Row>
    </Page>
  );
}
