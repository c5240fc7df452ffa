import { formatYuan } from '@ffe/shared/domain/money';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsOffer } from '../utils/goods-offer';
import { ChatIcon } from './chat-icons';
import styles from './offer-bar.module.css';

const OFFER_PICTURE_PX = 48;

/** What the user can do with an offer. */
interface OfferActions {
  onSend: () => void;
  onDismiss: () => void;
}

/** The frame both offers share: what is offered, a button that sends it and one that puts the offer away. */
function OfferBar({
  label,
  testId,
  sendLabel,
  onSend,
  onDismiss,
  children,
}: OfferActions & { label: string; testId: string; sendLabel: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.bar} aria-label={label} data-testid={testId}>
      {children}
      <Button size="mini" color="primary" shape="rounded" onClick={onSend}>
        {sendLabel}
      </Button>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('common.cancel')}>
        <ChatIcon name="close" size={16} />
      </button>
    </section>
  );
}

/** Above the message box: the goods the chat was opened from, with a button that sends it as a card. */
export function GoodsOfferBar({ goods, ...actions }: OfferActions & { goods: GoodsOffer }) {
  const { t } = useTranslation();
  return (
    <OfferBar label={t('chat.goods.offer')} testId="goods-offer" sendLabel={t('chat.goods.send')} {...actions}>
      {goods.image && (
        <img className={styles.picture} src={goods.image} alt="" width={OFFER_PICTURE_PX} height={OFFER_PICTURE_PX} />
      )}
      <span className={styles.facts}>
        <span className={styles.name}>{goods.name || t('chat.goods.offer')}</span>
        {goods.price !== null && (
          <span className={styles.price}>{t('chat.goods.price', { price: formatYuan(goods.price) })}</span>
        )}
      </span>
    </OfferBar>
  );
}

/** Above the message box: the order the chat was opened from, with a button that sends its card. */
export function OrderOfferBar(actions: OfferActions) {
  const { t } = useTranslation();
  return (
    <OfferBar label={t('chat.order.offer')} testId="order-offer" sendLabel={t('chat.order.send')} {...actions}>
      <span className={styles.icon}>
        <ChatIcon name="chat" size={24} />
      </span>
      <span className={styles.facts}>
        <span className={styles.name}>{t('chat.order.offer')}</span>
        <span className={styles.hint}>{t('chat.order.offerHint')}</span>
      </span>
    </OfferBar>
  );
}
