import type { AdminCustomerDetail } from '@ffe/shared/contracts/admin-customers';
import { App, Avatar, Button, Card, Descriptions, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime, formatYuan } from '../../../lib/format';
import { useMemberName } from '../../../lib/member-name';
import { useCan } from '../../../lib/permissions';
import { refusalSaid } from '../../../lib/query-client';
import { useSetCustomerDisabled } from '../api/set-customer-disabled';

type Customer = AdminCustomerDetail['customer'];

/** Disabling is the admin's alone (`staff.manage`); others see why the switch is not theirs. */
function DisableSwitch({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const memberName = useMemberName();
  const { modal, message } = App.useApp();
  const can = useCan();
  const setDisabled = useSetCustomerDisabled();
  const disabling = !customer.disabled;
  const name = memberName(customer.nickname, customer.phone);

  const confirm = () =>
    modal.confirm({
      title: t(disabling ? 'customers.disableConfirm' : 'customers.enableConfirm', { name }),
      content: t(disabling ? 'customers.disableHint' : 'customers.enableHint'),
      okText: t(disabling ? 'customers.disable' : 'customers.enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('common.cancel'),
      onOk: () =>
        setDisabled
          .mutateAsync({ id: customer.id, disabled: disabling })
          .then(
            () => void message.success(t(disabling ? 'customers.disabledDone' : 'customers.enabledDone', { name })),
            refusalSaid,
          ),
    });

  const allowed = can('staff.manage');
  const button = (
    <Button danger={disabling} disabled={!allowed} onClick={confirm}>
      {t(disabling ? 'customers.disable' : 'customers.enable')}
    </Button>
  );
  return allowed ? button : <Tooltip title={t('customers.onlyAdmin')}>{button}</Tooltip>;
}

/** Who the customer is, what they spent, when they ordered, and whether they may sign in. */
export function CustomerProfile({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const memberName = useMemberName();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const time = (ms: number | null) => (ms === null ? none : formatTime(ms));
  return (
    <Card size="small">
      <Flex justify="space-between" align="start" wrap gap={12}>
        <Space size={12} align="center">
          <Avatar size={48} src={customer.avatar || undefined}>
            {customer.nickname.slice(0, 1)}
          </Avatar>
          <Flex vertical>
            <Space size={8} wrap>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {memberName(customer.nickname, customer.phone)}
              </Typography.Text>
              {customer.disabled ? (
                <Tag color="red">{t('customers.disabled')}</Tag>
              ) : (
                <Tag color="green">{t('customers.active')}</Tag>
              )}
            </Space>
            <Typography.Text type="secondary">{customer.phone ?? '—'}</Typography.Text>
            {customer.disabledTime !== null && (
              <Typography.Text type="danger">
                {t('customers.disabledSince', { time: formatTime(customer.disabledTime) })}
              </Typography.Text>
            )}
          </Flex>
        </Space>
        <DisableSwitch customer={customer} />
      </Flex>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('customers.totalSpent')}>
          <Tooltip title={t('customers.spentHint')}>
            <Typography.Text strong>{formatYuan(customer.totalSpent)}</Typography.Text>
          </Tooltip>
        </Descriptions.Item>
        <Descriptions.Item label={t('customers.orderCount')}>{customer.orderCount}</Descriptions.Item>
        <Descriptions.Item label={t('customers.gender')}>{t(`customers.genders.${customer.gender}`)}</Descriptions.Item>
        <Descriptions.Item label={t('customers.firstOrder')}>{time(customer.firstOrderTime)}</Descriptions.Item>
        <Descriptions.Item label={t('customers.lastOrder')}>{time(customer.lastOrderTime)}</Descriptions.Item>
        <Descriptions.Item label={t('customers.joined')}>{formatTime(customer.createTime)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
