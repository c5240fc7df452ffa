import type { CourierDelivery } from '@ffe/shared/contracts/admin-orders';
import type { CourierFailure } from '@ffe/shared/domain/courier-outcomes';
import { App, Empty, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { useBringBack } from '../api/bring-back';
import { useMyDeliveries } from '../api/my-deliveries';
import { CourierDeliveryCard } from '../components/courier-delivery-card';
import { DeliverDialog } from '../components/deliver-dialog';
import { useRefusal } from '../components/use-refusal';

/**
 * The courier's day on their phone (issue 40): today's deliveries given to them, in slot order, each with its
 * recipient's phone, a map and its outcomes; delivered needs the photo when the shop asks for one.
 */
export default function MyDeliveriesPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const deliveries = useMyDeliveries();
  const bringBack = useBringBack();
  const refusal = useRefusal();
  const [delivering, setDelivering] = useState<CourierDelivery>();

  const back = (delivery: CourierDelivery, outcome: CourierFailure) =>
    modal.confirm({
      title: t(`deliveries.confirm.${outcome}`, { name: delivery.recipient.name }),
      content: t(`deliveries.next.${outcome}`),
      okText: t(`deliveries.outcome.${outcome}`),
      cancelText: t('common.cancel'),
      // The dialog's button stays busy until the answer: one bring-back however often it is pressed.
      onOk: async () => {
        try {
          await bringBack.mutateAsync({ id: delivery.id, outcome });
          void message.success(t('deliveries.backDone', { orderNo: delivery.orderNo }));
        } catch (failure) {
          const refused = await refusal(failure, delivery.id, ['preparing']);
          if (!refused.done) void message.error(refused.message);
        }
      },
    });

  const data = deliveries.data;
  return (
    <Page title={t('deliveries.title')}>
      <div className="courier-page">
        {deliveries.isPending ? (
          <Skeleton active />
        ) : deliveries.isError ? (
          <LoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
        ) : !data || data.deliveries.length === 0 ? (
          <Empty description={t('deliveries.empty')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              {t('deliveries.count', { date: data.date, count: data.deliveries.length })}
            </Typography.Paragraph>
            {data.deliveries.map((delivery) => (
              <CourierDeliveryCard
                key={delivery.id}
                delivery={delivery}
                onOutcome={(outcome) => (outcome === 'delivered' ? setDelivering(delivery) : back(delivery, outcome))}
              />
            ))}
          </>
        )}
      </div>
      {delivering && data && (
        <DeliverDialog
          order={delivering}
          photoRequired={data.photoRequired}
          onClose={() => setDelivering(undefined)}
          onDone={() => {
            setDelivering(undefined);
            void message.success(t('orders.deliver.done', { orderNo: delivering.orderNo }));
          }}
        />
      )}
    </Page>
  );
}
