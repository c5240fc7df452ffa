import { formatYuan } from '@ffe/shared/domain/money';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { GoodsOffer } from '../utils/goods-offer';
import { ChatIcon } from './chat-icons';
import styles from './offer-bar.module.css';

const OFFER_PICTURE_PX = 48;

/** Above the message box: the goods the chat was opened from, with a button that sends it as a card. */
export function GoodsOfferBar({
  goods,
  onSend,
  onDismiss,
}: {
  goods: GoodsOffer;
  onSend: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.bar} aria-label={t('chat.goods.offer')} data-testid="goods-offer">
      {goods.image && (
        <img className={styles.picture} src={goods.image} alt="" width={OFFER_PICTURE_PX} height={OFFER_PICTURE_PX} />
      )}
      <span className={styles.facts}>
        <span className={styles.name}>{goods.name || t('chat.goods.offer')}</span>
        {goods.price !== null && (
          <span className={styles.price}>{t('chat.goods.price', { price: formatYuan(goods.price) })}</span>
        )}
      </span>
      <Button size="mini" color="primary" shape="rounded" onClick={onSend}>
        {t('chat.goods.send')}
      </Button>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('common.cancel')}>
        <ChatIcon name="close" size={16} />
      </button>
    </section>
  );
}

/** Above the message box: the order the chat was opened from, with a button that sends its card. */
export function OrderOfferBar({ onSend, onDismiss }: { onSend: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.bar} aria-label={t('chat.order.offer')} data-testid="order-offer">
      <span className={styles.icon}>
        <ChatIcon name="chat" size={24} />
      </span>
      <span className={styles.facts}>
        <span className={styles.name}>{t('chat.order.offer')}</span>
        <span className={styles.hint}>{t('chat.order.offerHint')}</span>
      </span>
      <Button size="mini" color="primary" shape="rounded" onClick={onSend}>
        {t('chat.order.send')}
      </Button>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('common.cancel')}>
        <ChatIcon name="close" size={16} />
      </button>
    </section>
  );
}
