import type { Order, PayChannel } from '@ffe/shared/contracts/order';
import type { PayChannels, PaymentStart } from '@ffe/shared/contracts/payment';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoneyRows } from '../../../components/order/money-rows';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { useOrder } from '../../../lib/api/get-order';
import { errCodeOf, toastFailure } from '../../../lib/failure';
import { PATHS, pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCreatePayment } from '../api/create-payment';
import { usePayChannels } from '../api/get-pay-channels';
import { BigAmount } from '../components/big-amount';
import barStyles from '../components/bottom-bar.module.css';
import { ChannelIcon } from '../components/channel-icon';
import { NativeQrPay } from '../components/native-qr-pay';
import { NavButton } from '../components/nav-button';
import { StatusPanel } from '../components/status-panel';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { goToProviderUrl } from '../utils/app-path';
import { channelsIn, detectPayScene } from '../utils/pay-scene';
import { payInWechat } from '../utils/wechat-bridge';
import styles from './order-pay-page.module.css';

type QrStart = Extract<PaymentStart, { action: 'qr' }>;

function PayOrder({ order, offered, onRefresh }: { order: Order; offered: PayChannels; onRefresh: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pay = useCreatePayment();
  // Where the payer is decides which channels pay here (decision 051); it does not change while the page is open.
  const [scene] = useState(detectPayScene);
  const { usable, missing } = channelsIn(offered, scene);
  const [picked, setChannel] = useState<PayChannel>();
  // The member's pick, else the first channel that pays here.
  const channel = picked && usable.includes(picked) ? picked : usable[0];
  const [qrStart, setQrStart] = useState<QrStart>();
  const [inCashier, setInCashier] = useState(false);
  const [signInFirst, setSignInFirst] = useState(false);
  const left = useCountdown(order.payDeadline);
  // Set at the first tap, before the button shows it is busy: a double tap starts one payment.
  const paying = useRef(false);
  // What the amount is made of, line by line, as the order page lists it.
  const charges = useMoneyRows(order, false);
  const viewOrder = <NavButton to={pathTo('orderDetail', { id: order.id })}>{t('payment.viewOrder')}</NavButton>;

  if (order.status !== 'pending_payment') {
    return (
      <StatusPanel
        tone="notice"
        title={t('payment.notPayable')}
        description={t('payment.statusNow', { status: t(`payment.orderStatus.${order.status}`) })}
      >
        {viewOrder}
      </StatusPanel>
    );
  }
  if (left === 0) {
    return (
      <StatusPanel tone="failure" title={t('payment.closed')} description={t('payment.closedHint')}>
        {viewOrder}
      </StatusPanel>
    );
  }

  if (offered.channels.length === 0) {
    return (
      <StatusPanel tone="notice" title={t('payment.noChannels')} description={t('payment.noChannelsHint')}>
        {viewOrder}
      </StatusPanel>
    );
  }

  if (signInFirst) {
    return (
      <StatusPanel tone="notice" title={t('payment.signIn.title')} description={t('payment.signIn.hint')}>
        <NavButton to={PATHS.userSet} primary>
          {t('payment.signIn.action')}
        </NavButton>
        {viewOrder}
      </StatusPanel>
    );
  }

  /** WeChat's cashier inside WeChat; whatever its callback says, the result page asks the server. */
  const payInCashier = (start: Extract<PaymentStart, { action: 'bridge' }>) => {
    setInCashier(true);
    const again = (words: string) => {
      paying.current = false;
      setInCashier(false);
      toast(words);
    };
    payInWechat(start.bridge).then(
      (outcome) => {
        if (outcome === 'ok') navigate(pathTo('payResult', { orderId: order.id, paymentId: start.paymentId }));
        else again(t(outcome === 'cancel' ? 'payment.bridge.cancelled' : 'payment.bridge.failed'));
      },
      () => again(t('payment.bridge.notInWechat')),
    );
  };

  const confirm = () => {
    if (paying.current || !channel) return;
    paying.current = true;
    pay.mutate(
      { orderId: order.id, channel, scene },
      {
        onSuccess: (start) => {
          if (start.action === 'redirect') goToProviderUrl(start.payUrl, navigate);
          else if (start.action === 'bridge') payInCashier(start);
          else {
            paying.current = false;
            setQrStart(start);
          }
        },
        onError: (error) => {
          paying.current = false;
          if (errCodeOf(error) === 'WECHAT_SIGN_IN_REQUIRED') {
            setSignInFirst(true);
            return;
          }
          toastFailure(error);
          // Paid meanwhile, cancelled or past its time: the order's state says which.
          onRefresh();
        },
      },
    );
  };

  const channelName = (option: PayChannel) => t(`payment.channels.${option}`);

  return (
    <div className={styles.page}>
      <section className={styles.summary}>
        <p className={styles.label}>{t('payment.amountLabel')}</p>
        <BigAmount value={order.payAmount} testId="pay-amount" />
        <dl className={styles.charges} aria-label={t('payment.charges')}>
          {charges.map((row) => (
            <div key={row.key} className={styles.charge}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        {left !== null && (
          <p className={styles.countdown} role="timer">
            {t('payment.timeLeft', { time: formatCountdown(left) })}
          </p>
        )}
        <p className={styles.orderNo}>{t('payment.orderNo', { no: order.orderNo })}</p>
      </section>
      {qrStart ? (
        <NativeQrPay
          start={qrStart}
          orderId={order.id}
          sandbox={offered.sandbox.includes('wechat')}
          onRestart={() => setQrStart(undefined)}
        />
      ) : (
        <>
          <fieldset className={styles.channels}>
            <legend className={styles.legend}>{t('payment.channel')}</legend>
            {usable.map((option) => (
              <label key={option} className={styles.channel}>
                <ChannelIcon channel={option} />
                <span className={styles.channelName}>{channelName(option)}</span>
                {offered.sandbox.includes(option) && <span className={styles.sandboxTag}>{t('payment.sandbox')}</span>}
                <input
                  type="radio"
                  name="pay-channel"
                  className={styles.radio}
                  checked={channel === option}
                  onChange={() => setChannel(option)}
                />
              </label>
            ))}
            {/* A channel that does not pay here says why, so the payer knows where it would. */}
            {missing.map(({ channel: option, reason }) => (
              <div key={option} className={`${styles.channel} ${styles.missing}`} data-testid={`missing-${option}`}>
                <ChannelIcon channel={option} />
                <span className={styles.channelName}>
                  {channelName(option)}
                  <span className={styles.reason}>
                    {t(`payment.missing.${reason}`, { channel: channelName(option) })}
                  </span>
                </span>
              </div>
            ))}
          </fieldset>
          {channel && (
            <div className={`${barStyles.bar} ${styles.payBar}`}>
              <Button
                block
                color="primary"
                shape="rounded"
                size="large"
                loading={pay.isPending || inCashier}
                loadingText={t('payment.paying')}
                onClick={confirm}
              >
                {t('payment.pay')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/**
 * Paying an order (`id`): the amount and every line it is made of, the time left to pay, the channel of those that pay
 * where the payer is (a sandbox one says so; one that does not pay here says why), and on: to the provider's page, a
 * QR code to scan with WeChat on a desktop, or WeChat's cashier inside WeChat. An order that no longer waits for
 * payment says where it stands instead.
 */
export default function OrderPayPage({ id }: { id?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useOrder(id);
  const channels = usePayChannels();

  if (!id) {
    return (
      <EmptyState title={t('payment.noOrder')}>
        <Button color="primary" onClick={() => navigate(PATHS.orderList)}>
          {t('payment.myOrders')}
        </Button>
      </EmptyState>
    );
  }
  if (order.isPending || channels.isPending) return <PageLoading />;
  if (order.isError) return <PageError message={order.error.message} onRetry={() => void order.refetch()} />;
  if (channels.isError) return <PageError message={channels.error.message} onRetry={() => void channels.refetch()} />;
  return <PayOrder order={order.data} offered={channels.data} onRefresh={() => void order.refetch()} />;
}
