import type { SubscriptionDelivery } from '@ffe/shared/contracts/subscription';
import { formatYuan } from '@ffe/shared/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageError, PageLoading } from '../../../components/ui/page-states';
import { toast } from '../../../lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useChangeRecipient } from '../api/change-recipient';
import { useSubscription } from '../api/get-subscription';
import { useMoveDelivery } from '../api/move-delivery';
import { usePauseSubscription } from '../api/pause-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { useSkipDelivery } from '../api/skip-delivery';
import { ChangeHistory } from '../components/change-history';
import { type DeliveryAction, DeliveryRow } from '../components/delivery-row';
import { ChangeSheet, MoveSheet } from '../components/delivery-sheets';
import { SubscriptionActions } from '../components/subscription-actions';
import styles from '../components/subscription-parts.module.css';
import { dateWithWeekday, everyWords, useRefusal } from '../utils/words';

type Open = { action: DeliveryAction; delivery: SubscriptionDelivery } | null;

/** One subscription (`?id=`): deliveries done and to come, each changeable one's skip, move and change, and the plan's actions. */
export default function SubscriptionDetailPage({ id = '' }: { id?: string }) {
  const { t } = useTranslation();
  const subscription = useSubscription(id);
  const refusal = useRefusal();
  const [open, setOpen] = useState<Open>(null);
  const skip = useSkipDelivery();
  const move = useMoveDelivery();
  const change = useChangeRecipient();
  const pause = usePauseSubscription();
  const resume = useResumeSubscription();
  const cancel = useCancelSubscription();
  const busy = [skip, move, change, pause, resume, cancel].some((m) => m.isPending);

  if (!subscription.data) {
    return subscription.isError ? (
      <PageError message={refusal(subscription.error)?.text} onRetry={() => void subscription.refetch()} />
    ) : (
      <PageLoading />
    );
  }
  const s = subscription.data;
  // A refusal is worded here; a 409 also reads the subscription again, so the page shows what stands.
  const done = (text: string) => ({
    onSuccess: () => toast(text, 'success' as const),
    onError: (error: Error) => {
      toast(refusal(error)?.text ?? '');
      void subscription.refetch();
    },
  });
  const close = () => setOpen(null);
  const of = (action: DeliveryAction) => (open?.action === action ? open.delivery : null);
  const toCome = s.deliveries.filter((d) => d.status === 'scheduled' || d.status === 'placed');
  const past = s.deliveries.filter((d) => d.status === 'delivered' || d.status === 'cancelled');
  const skipping = of('skip');

  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h2 className={styles.title}>
          {s.seriesName}
          <span className={styles.status} data-status={s.status}>
            {t(`sub.status.${s.status}`)}
          </span>
        </h2>
        <p className={styles.muted}>
          {t('sub.plan.deliveries', { count: s.deliveriesTotal })} · {everyWords(t, s.everyWeeks)} ·{' '}
          {t('sub.list.progress', { delivered: s.delivered, placed: s.placed, total: s.deliveriesTotal })}
        </p>
        {s.pausedUntil && <p>{t('sub.list.pausedUntil', { date: s.pausedUntil })}</p>}
        {s.cardMessage && <p className={styles.muted}>{t('sub.detail.card', { message: s.cardMessage })}</p>}
        {s.isBuyer && s.paid > 0 && (
          <p className={styles.muted}>
            {t('sub.detail.paid', { paid: formatYuan(s.paid) })}
            {s.refunded > 0 && ` · ${t('sub.detail.refunded', { amount: formatYuan(s.refunded) })}`}
          </p>
        )}
      </header>
      <SubscriptionActions
        subscription={s}
        handlers={{
          busy,
          onPause: (until) => pause.mutate({ id: s.id, until }, done(t('sub.detail.paused'))),
          onResume: () => resume.mutate({ id: s.id }, done(t('sub.detail.resumed'))),
          onCancel: () => cancel.mutate({ id: s.id }, done(t('sub.detail.cancelled'))),
        }}
      />
      <section className={styles.section} aria-labelledby="sub-to-come">
        <h2 id="sub-to-come" className={styles.heading}>
          {t('sub.detail.toCome')}
        </h2>
        {toCome.length === 0 && <p className={styles.muted}>{t('sub.detail.noDeliveries')}</p>}
        <ul className={styles.list}>
          {toCome.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              mayChange={s.isOwner && s.status === 'active'}
              onAction={(action, d) => setOpen({ action, delivery: d })}
            />
          ))}
        </ul>
      </section>
      {past.length > 0 && (
        <section className={styles.section} aria-labelledby="sub-done">
          <h2 id="sub-done" className={styles.heading}>
            {t('sub.detail.done')}
          </h2>
          <ul className={styles.list}>
            {past.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} mayChange={false} onAction={() => undefined} />
            ))}
          </ul>
        </section>
      )}
      <ChangeHistory changes={s.changes} />
      <ConfirmDialog
        visible={skipping !== null}
        content={skipping ? t('sub.detail.skipConfirm', { date: dateWithWeekday(t, skipping.date) }) : ''}
        confirmText={t('sub.detail.skipYes')}
        onConfirm={() => skipping && skip.mutate({ id: s.id, deliveryId: skipping.id }, done(t('sub.detail.skipped')))}
        onClose={close}
      />
      <MoveSheet
        subscription={s}
        delivery={of('move')}
        onClose={close}
        onMove={(date) => {
          const delivery = of('move');
          if (delivery) move.mutate({ id: s.id, deliveryId: delivery.id, date }, done(t('sub.detail.moved')));
        }}
      />
      <ChangeSheet
        delivery={of('change')}
        onClose={close}
        onChange={(scope, addressId) => {
          const delivery = of('change');
          if (!delivery) return;
          const which = scope === 'one' ? { deliveryId: delivery.id } : {};
          change.mutate({ id: s.id, scope, addressId, ...which }, done(t('sub.detail.changed')));
        }}
      />
    </div>
  );
}
