import { CARD_MESSAGE_MAX_LENGTH } from '@ffe/shared/constants';
import type { ChangeOrderRequest, Order } from '@ffe/shared/contracts/order';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type DeliveryChoice, DeliveryChoices } from '../../../components/delivery/delivery-choices';
import { PageError, PageLoading } from '../../../components/ui/page-states';
import { useAddresses } from '../../../lib/api/list-addresses';
import { refusalToasted } from '../../../lib/failure';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useChangeOrder } from '../api/change-order';
import { useChangeOptions } from '../api/get-change-options';
import styles from '../pages/order-change-page.module.css';
import { AddressChoices } from './address-choices';
import panel from './panel.module.css';
import { TextField } from './text-field';

/** The delivery days the order may move to, or why they are not shown yet. */
function DeliverySection({
  order,
  choice,
  onChoose,
}: {
  order: Order;
  choice: DeliveryChoice;
  onChoose: (choice: DeliveryChoice) => void;
}) {
  const options = useChangeOptions(order.id);
  if (options.isPending) return <PageLoading />;
  if (options.isError) return <PageError message={options.error.message} onRetry={() => void options.refetch()} />;
  return (
    <DeliveryChoices
      delivery={{ days: options.data.days, date: choice.date, slot: choice.slot ?? null }}
      onChoose={onChoose}
    />
  );
}

/** What may change of a paid order the florist has not started: where it goes, when, and the card. */
export function OrderChangeForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addresses = useAddresses();
  const change = useChangeOrder();
  const once = useOneAtATime();
  const [addressId, setAddressId] = useState('');
  const [delivery, setDelivery] = useState<DeliveryChoice>({ date: order.deliveryDate, slot: order.deliverySlot });
  const [cardMessage, setCardMessage] = useState(order.cardMessage);

  const save = () => {
    const asked: ChangeOrderRequest = {};
    if (addressId) asked.addressId = addressId;
    if (delivery.slot && (delivery.date !== order.deliveryDate || delivery.slot !== order.deliverySlot)) {
      asked.deliveryDate = delivery.date;
      asked.deliverySlot = delivery.slot;
    }
    if (cardMessage.trim() !== order.cardMessage) asked.cardMessage = cardMessage.trim();
    if (Object.keys(asked).length === 0) {
      toast(t('order.change.nothingChanged'));
      return;
    }
    once(() =>
      change.mutateAsync({ id: order.id, ...asked }).then(() => {
        toast(t('order.change.saved'), 'success');
        navigate(pathTo('orderDetail', { id: order.id }), { replace: true });
      }, refusalToasted),
    );
  };

  return (
    <div className={styles.page}>
      <p className={styles.hint}>{t('order.change.hint')}</p>
      <section className={panel.panel}>
        {addresses.isPending ? (
          <PageLoading />
        ) : (
          <AddressChoices
            label={t('order.change.recipient')}
            current={order.recipient}
            addresses={addresses.data ?? []}
            value={addressId}
            onChange={setAddressId}
          />
        )}
        {addresses.isError && <PageError message={addresses.error.message} onRetry={() => void addresses.refetch()} />}
        <Link className={styles.link} to={pathTo('addressAdd')}>
          {t('order.change.addAddress')}
        </Link>
      </section>
      <section className={panel.panel} aria-label={t('order.change.delivery')}>
        <h2 className={panel.title}>{t('order.change.delivery')}</h2>
        <DeliverySection order={order} choice={delivery} onChoose={setDelivery} />
      </section>
      <section className={panel.panel}>
        <TextField
          label={t('order.change.cardMessage')}
          value={cardMessage}
          onChange={setCardMessage}
          maxLength={CARD_MESSAGE_MAX_LENGTH}
          placeholder={t('order.change.cardPlaceholder')}
        />
      </section>
      <div className={styles.submit}>
        <Button block color="primary" shape="rounded" loading={change.isPending} onClick={save}>
          {t('order.change.save')}
        </Button>
      </div>
    </div>
  );
}
