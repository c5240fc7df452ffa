import type { SubscriptionDetail } from '@ffe/shared/contracts/subscription';
import { formatYuan } from '@ffe/shared/domain/money';
import { addDays, shopDateOf } from '@ffe/shared/domain/subscription-schedule';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import styles from './subscription-parts.module.css';

/** Deliveries left before "buy again" is offered. */
const ENDING_LEFT = 1;

export interface ActionHandlers {
  onPause: (until: string) => void;
  onResume: () => void;
  onCancel: () => void;
  busy: boolean;
}

/** Pause until a date or resume (the owner), cancel (the buyer, asked first), the gift's claim link, and buy again near the end. */
export function SubscriptionActions({
  subscription: s,
  handlers,
}: {
  subscription: SubscriptionDetail;
  handlers: ActionHandlers;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pausing, setPausing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const tomorrow = addDays(shopDateOf(Date.now()), 1);
  const [until, setUntil] = useState(addDays(tomorrow, 13));
  const left = s.deliveriesTotal - s.placed;
  const running = s.status === 'active' || s.status === 'paused';
  const ending = (s.status === 'active' && left <= ENDING_LEFT) || s.status === 'ended';
  const copy = (link: string) =>
    navigator.clipboard.writeText(link).then(
      () => toast(t('sub.detail.copied'), 'success'),
      () => undefined,
    );

  return (
    <section className={styles.section} aria-label={t('sub.detail.actions')}>
      {s.claimUrl && (
        <div className={styles.claim}>
          <p>{t('sub.detail.claimLinkHint')}</p>
          <code className={styles.code}>{s.claimUrl}</code>
          <Button size="small" shape="rounded" onClick={() => void copy(s.claimUrl ?? '')}>
            {t('sub.detail.copy')}
          </Button>
        </div>
      )}
      {ending && s.isBuyer && (
        <div className={styles.claim}>
          {s.status === 'active' && <p>{t('sub.detail.endingHint', { count: left })}</p>}
          <Button
            color="primary"
            shape="rounded"
            onClick={() => navigate(pathTo('subscriptionSeries', { id: s.seriesId, plan: s.planId, renew: s.id }))}
          >
            {t('sub.detail.buyAgain')}
          </Button>
        </div>
      )}
      <div className={styles.actions}>
        {s.isOwner && s.status === 'active' && (
          <Button size="small" shape="rounded" disabled={handlers.busy} onClick={() => setPausing(true)}>
            {t('sub.detail.pause')}
          </Button>
        )}
        {s.isOwner && s.status === 'paused' && (
          <Button size="small" shape="rounded" disabled={handlers.busy} onClick={handlers.onResume}>
            {t('sub.detail.resume')}
          </Button>
        )}
        {s.isBuyer && (running || s.status === 'awaiting_claim') && (
          <Button
            size="small"
            shape="rounded"
            color="danger"
            fill="outline"
            disabled={handlers.busy}
            onClick={() => setCancelling(true)}
          >
            {t('sub.detail.cancel')}
          </Button>
        )}
      </div>
      <BottomSheet visible={pausing} title={t('sub.detail.pause')} onClose={() => setPausing(false)}>
        <label className={styles.field}>
          <span>{t('sub.detail.pauseUntil')}</span>
          <input type="date" value={until} min={tomorrow} onChange={(event) => setUntil(event.target.value)} />
        </label>
        <Button
          block
          color="primary"
          shape="rounded"
          disabled={!until}
          onClick={() => {
            setPausing(false);
            handlers.onPause(until);
          }}
        >
          {t('sub.detail.pauseYes')}
        </Button>
      </BottomSheet>
      <ConfirmDialog
        visible={cancelling}
        danger
        content={t('sub.detail.cancelConfirm', { amount: formatYuan(s.refundIfCancelled) })}
        confirmText={t('sub.detail.cancelYes')}
        cancelText={t('sub.detail.cancelNo')}
        onConfirm={handlers.onCancel}
        onClose={() => setCancelling(false)}
      />
    </section>
  );
}
