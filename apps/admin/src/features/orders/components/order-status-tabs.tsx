import type { AdminOrderCounts, AdminOrderRow } from '@ffe/shared/contracts/admin-orders';
import { orderStatuses } from '@ffe/shared/domain/order-state';
import { Badge, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

type Status = AdminOrderRow['status'];

/** One tab a state, each with its count on the day shown; new paid orders stand out in the shop's red. */
export function OrderStatusTabs({
  counts,
  status,
  onChange,
}: {
  counts: AdminOrderCounts | undefined;
  status: Status | undefined;
  onChange: (status: Status | undefined) => void;
}) {
  const { t } = useTranslation();
  const tabs = (['all', ...orderStatuses] as const).map((key) => ({
    key,
    label: (
      <Space size={4}>
        <span>{t(`orders.status.${key}`)}</span>
        <Badge
          className="tab-count"
          size="small"
          count={counts?.[key] ?? 0}
          showZero
          overflowCount={9999}
          color={key === 'paid' ? '#c0446a' : '#737373'}
        />
      </Space>
    ),
  }));
  return (
    <Tabs
      // Ten states with their counts fit a 1280 px screen in English too, instead of hiding some behind "more".
      tabBarGutter={16}
      activeKey={status ?? 'all'}
      items={tabs}
      onChange={(key) => onChange(key === 'all' ? undefined : (key as Status))}
    />
  );
}
