import { fullDateTime } from '@ffe/im-client/utils/friendly-time';
import type { GoodsCardBody, OrderCardBody, OrderNoticeBody } from '@ffe/shared/contracts/im';
import { formatYuan } from '@ffe/shared/domain/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import type { ShownPayNotify } from '../utils/card-bodies';
import styles from './message-cards.module.css';

const CARD_PICTURE_PX = 64;

/** A card opens its page when it may (a staff member has no customer's order page), else it is only shown. */
function CardFrame({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (!to) return <div className={styles.card}>{children}</div>;
  return (
    <Link to={to} className={`${styles.card} ${styles.link}`} aria-label={label}>
      {children}
    </Link>
  );
}

/** A goods card: picture, name and price; tapping opens the goods. */
export function GoodsCard({ body }: { body: GoodsCardBody }) {
  const { t } = useTranslation();
  return (
    <CardFrame to={pathTo('goodsDetail', { id: body.goods_id })} label={t('chat.goods.open', { name: body.name })}>
      <span className={styles.row}>
        {body.image && (
          <img className={styles.picture} src={body.image} alt="" width={CARD_PICTURE_PX} height={CARD_PICTURE_PX} />
        )}
        <span className={styles.facts}>
          <span className={styles.name}>{body.name}</span>
          <span className={styles.price}>{t('chat.goods.price', { price: formatYuan(body.price) })}</span>
        </span>
      </span>
    </CardFrame>
  );
}

/** The name of `value` in the chat's texts under `group`, or the value as sent when it is a new one. */
function useNamed(group: 'chat.order.status' | 'chat.payNotify.channels', value: string): string {
  const { t, i18n } = useTranslation();
  const key = `${group}.${value}`;
  return i18n.exists(key) ? t(key) : value;
}

/** An order card: number, first line, count, amount and state; tapping opens the order when `openable`. */
export function OrderCard({ body, openable }: { body: OrderCardBody; openable: boolean }) {
  const { t } = useTranslation();
  const status = useNamed('chat.order.status', body.order_status);
  return (
    <CardFrame
      to={openable ? pathTo('orderDetail', { id: body.order_id }) : null}
      label={t('chat.order.open', { no: body.order_no })}
    >
      <span className={styles.head}>
        <span className={styles.number}>{t('chat.order.no', { no: body.order_no })}</span>
        <span className={styles.status}>{status}</span>
      </span>
      <span className={styles.row}>
        {body.image && (
          <img className={styles.picture} src={body.image} alt="" width={CARD_PICTURE_PX} height={CARD_PICTURE_PX} />
        )}
        <span className={styles.facts}>
          <span className={styles.name}>{body.name}</span>
          <span className={styles.total}>
            {t('chat.order.count', { count: body.goods_count })}
            <strong className={styles.price}>{t('chat.order.amount', { amount: formatYuan(body.amount) })}</strong>
          </span>
        </span>
      </span>
    </CardFrame>
  );
}

/** What every order notice starts with: 订单通知, the state reached, then the order's number and amount when known. */
function NoticeHead({
  title,
  orderNo,
  amount,
  paid = false,
}: {
  title: string;
  orderNo: string;
  amount: number | null;
  paid?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.noticeHeading}>{t('chat.orderNotice.heading')}</span>
      <span className={paid ? styles.payTitle : styles.noticeTitle}>{title}</span>
      {orderNo && <span className={styles.payLine}>{t('chat.order.no', { no: orderNo })}</span>}
      {amount !== null && (
        <span className={styles.payLine}>{t('chat.order.amount', { amount: formatYuan(amount) })}</span>
      )}
    </>
  );
}

/** The system's pay-notify: 支付成功, the order and its amount, channel and time; opens the order when `openable`. */
export function PayNotifyCard({ body, openable }: { body: ShownPayNotify; openable: boolean }) {
  const { t } = useTranslation();
  const channel = useNamed('chat.payNotify.channels', body.pay_channel);
  const title = t('chat.payNotify.title');
  return (
    <CardFrame
      to={openable ? pathTo('orderDetail', { id: body.order_id }) : null}
      label={
        body.order_no
          ? `${title} ${t('chat.order.open', { no: body.order_no })}`
          : `${title} ${t('chat.payNotify.open')}`
      }
    >
      <NoticeHead title={title} orderNo={body.order_no} amount={body.amount} paid />
      {channel && <span className={styles.payLine}>{t('chat.payNotify.channel', { channel })}</span>}
      {body.pay_time > 0 && (
        <span className={styles.payLine}>{t('chat.payNotify.time', { time: fullDateTime(body.pay_time, t) })}</span>
      )}
    </CardFrame>
  );
}

/** The step an order notice tells: its own sentence, else the order state's name, else the state as sent. */
function useNoticeTitle(status: string): string {
  const { t, i18n } = useTranslation();
  const key = ['chat.orderNotice.title', 'chat.order.status']
    .map((group) => `${group}.${status}`)
    .find((candidate) => i18n.exists(candidate));
  return key ? t(key) : status;
}

/** A step of the customer's order from `system`: what happened, the order and its amount, the courier, the photo. */
export function OrderNoticeCard({ body, openable }: { body: OrderNoticeBody; openable: boolean }) {
  const { t } = useTranslation();
  const title = useNoticeTitle(body.order_status);
  return (
    <CardFrame
      to={openable ? pathTo('orderDetail', { id: body.order_id }) : null}
      label={`${title} ${t('chat.order.open', { no: body.order_no })}`}
    >
      <NoticeHead title={title} orderNo={body.order_no} amount={body.amount} />
      {body.courier && (
        <span className={styles.payLine}>
          {t('chat.orderNotice.courier', { name: body.courier.name, phone: body.courier.phone })}
        </span>
      )}
      {body.reason && <span className={styles.payLine}>{t('chat.orderNotice.reason', { reason: body.reason })}</span>}
      {body.photo && <img className={styles.noticePhoto} src={body.photo} alt={t('chat.orderNotice.photo')} />}
    </CardFrame>
  );
}
