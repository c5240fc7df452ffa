import { CARD_MESSAGE_MAX_LENGTH } from '@ffe/shared/constants';
import { useTranslation } from 'react-i18next';
import styles from './subscription-parts.module.css';

export interface GiftDraft {
  recipientName: string;
  recipientPhone: string;
  from: string;
  message: string;
}

export const EMPTY_GIFT: GiftDraft = { recipientName: '', recipientPhone: '', from: '', message: '' };

/** A gift's recipient, who it is from and a message; the recipient picks the dates and address when claiming. */
export function GiftFields({
  gift,
  onChange,
  problemField,
  problem,
}: {
  gift: GiftDraft;
  onChange: (gift: GiftDraft) => void;
  problemField?: string | undefined;
  problem?: string | undefined;
}) {
  const { t } = useTranslation();
  const field = (name: keyof GiftDraft, label: string, props: { type?: string; maxLength: number }) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        value={gift[name]}
        maxLength={props.maxLength}
        type={props.type ?? 'text'}
        aria-invalid={problemField === `gift.${name}`}
        onChange={(event) => onChange({ ...gift, [name]: event.target.value })}
      />
      {problemField === `gift.${name}` && problem && (
        <span className={styles.problem} role="alert">
          {problem}
        </span>
      )}
    </label>
  );
  return (
    <section className={styles.section} aria-label={t('sub.buy.asGift')}>
      <p className={styles.muted}>{t('sub.buy.giftHint')}</p>
      {field('recipientName', t('sub.buy.recipientName'), { maxLength: 20 })}
      {field('recipientPhone', t('sub.buy.recipientPhone'), { type: 'tel', maxLength: 11 })}
      {field('from', t('sub.buy.from'), { maxLength: 20 })}
      {field('message', t('sub.buy.giftMessage'), { maxLength: CARD_MESSAGE_MAX_LENGTH })}
    </section>
  );
}
