import type { DashboardSlot } from '@ffe/shared/contracts/admin-dashboard';
import { Empty, Flex, Progress, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

const percentOf = ({ booked, capacity }: DashboardSlot) =>
  capacity > 0 ? Math.min(100, Math.round((booked / capacity) * 100)) : 100;

/** Tomorrow's slots: places taken against capacity (full in red), and the paid orders among them. */
export function TomorrowSlots({ slots }: { slots: readonly DashboardSlot[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (slots.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noSlots')} />;
  return (
    <Flex vertical gap={14}>
      {slots.map((slot) => {
        const full = slot.booked >= slot.capacity;
        return (
          <div key={slot.id} className="slot-load">
            <Flex justify="space-between">
              <Typography.Text strong>
                {slot.start && slot.end ? `${slot.start}–${slot.end}` : t('dashboard.removedSlot', { id: slot.id })}
              </Typography.Text>
              <Typography.Text type={full ? 'danger' : 'secondary'}>
                {t('dashboard.booked', { booked: slot.booked, capacity: slot.capacity })}
              </Typography.Text>
            </Flex>
            <Progress
              percent={percentOf(slot)}
              status={full ? 'exception' : 'normal'}
              strokeColor={full ? undefined : token.colorPrimary}
              showInfo={false}
              aria-label={t('dashboard.booked', { booked: slot.booked, capacity: slot.capacity })}
            />
            <Typography.Text type="secondary" className="slot-paid">
              {t('dashboard.paidOrders', { count: slot.orders })}
            </Typography.Text>
          </div>
        );
      })}
    </Flex>
  );
}
