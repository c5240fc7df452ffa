import type { PaymentStart } from '@ffe/shared/contracts/payment';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { orderQuery } from '../../../lib/api/get-order';
import { pathTo } from '../../../lib/paths';
import { usePaymentStatus } from '../api/get-payment-status';
import styles from './native-qr-pay.module.css';
import { StatusPanel } from './status-panel';

/** How often the order is asked about while its QR code waits: a cancel by the shop or the sweep ends the wait. */
const ORDER_POLL_MS = 5_000;

/** A QR code of `text` as an SVG data address; the QR library loads with the first one drawn, off the first load. */
async function qrOf(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  // SVG needs no canvas, draws the same everywhere and stays sharp at any size.
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type QrStart = Extract<PaymentStart, { action: 'qr' }>;

/**
 * WeChat's Native payment on a desktop (decision 051): the code_url as a QR code to scan with WeChat, while the
 * payment is asked about every second; paid goes to the result page, a payment that ended unpaid offers a new code.
 * The order's own end (closed, cancelled) is the pay page's, whose order this keeps fresh. The sandbox's code is its
 * hosted page, which may also be opened here.
 */
export function NativeQrPay({
  start,
  orderId,
  sandbox,
  onRestart,
}: {
  start: QrStart;
  orderId: string;
  sandbox: boolean;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  // A path (the sandbox's page) is scanned as this site's address.
  const content = new URL(start.codeUrl, window.location.origin).href;
  const qr = useQuery({
    queryKey: ['checkout', 'qr', content],
    queryFn: () => qrOf(content),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const status = usePaymentStatus(start.paymentId, true);
  useQuery({ ...orderQuery(orderId), refetchInterval: ORDER_POLL_MS });
  const state = status.data?.status;

  if (state === 'succeeded') {
    return <Navigate to={pathTo('payResult', { orderId, paymentId: start.paymentId })} replace />;
  }
  if (state === 'failed' || state === 'refunded') {
    return (
      <StatusPanel tone="failure" title={t('payment.qr.expired')} description={t('payment.qr.expiredHint')}>
        <Button block color="primary" shape="rounded" onClick={onRestart}>
          {t('payment.qr.again')}
        </Button>
      </StatusPanel>
    );
  }
  return (
    <section className={styles.card} aria-label={t('payment.qr.title')}>
      <h2 className={styles.title}>{t('payment.qr.title')}</h2>
      {qr.data ? (
        <img className={styles.code} src={qr.data} alt={t('payment.qr.alt')} width={200} height={200} />
      ) : (
        <p className={styles.code} role="status">
          {t('payment.qr.drawing')}
        </p>
      )}
      <p className={styles.hint}>{t('payment.qr.hint')}</p>
      {sandbox && (
        <a className={styles.link} href={start.codeUrl}>
          {t('payment.qr.sandboxLink')}
        </a>
      )}
      <Button block fill="outline" shape="rounded" onClick={onRestart}>
        {t('payment.qr.otherChannel')}
      </Button>
    </section>
  );
}
