import { CARD_MESSAGE_MAX_LENGTH } from '@ffe/shared/constants';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from './choice-chips';
import styles from './subscription-parts.module.css';

/** The card's message, and whether it goes with every delivery or the first only. */
export function CardFields({
  message,
  every,
  onMessage,
  onEvery,
}: {
  message: string;
  every: boolean;
  onMessage: (message: string) => void;
  onEvery: (every: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-label={t('sub.buy.cardMessage')}>
      <label className={styles.field}>
        <span>{t('sub.buy.cardMessage')}</span>
        <textarea
          value={message}
          maxLength={CARD_MESSAGE_MAX_LENGTH}
          placeholder={t('sub.buy.cardPlaceholder')}
          onChange={(event) => onMessage(event.target.value)}
        />
      </label>
      <ChoiceChips
        label={t('sub.buy.cardWhen')}
        chips={[
          { value: 'every', label: t('sub.buy.cardEvery') },
          { value: 'first', label: t('sub.buy.cardFirst') },
        ]}
        value={every ? 'every' : 'first'}
        onChoose={(value) => onEvery(value === 'every')}
      />
    </section>
  );
}
