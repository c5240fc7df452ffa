import type { AdminCustomer } from '@ffe/shared/contracts/admin-service';
import { Flex, Typography } from 'antd';

/** The customer behind a request or comment: their nickname and masked phone. */
export function CustomerCell({ customer }: { customer: AdminCustomer }) {
  return (
    <Flex vertical>
      <Typography.Text>{customer.nickname}</Typography.Text>
      {customer.phone && <Typography.Text type="secondary">{customer.phone}</Typography.Text>}
    </Flex>
  );
}
