import { CARD_MESSAGE_MAX_LENGTH, CARD_SIGNATURE_MAX_LENGTH } from '@ffe/shared/constants';
import { TextArea } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch';
import styles from './card-message.module.css';
import sectionStyles from './checkout.module.css';
import { Section } from './section';

/** The greetings offered to fill the card with one tap, by their key under checkout.cardSuggestions. */
const SUGGESTIONS = ['love', 'birthday', 'thanks', 'wishes'] as const;

/**
 * The greeting card's message (with a few ready greetings), its signature (署名; empty leaves it unsigned) and whether
 * the sender stays anonymous, which signs it by no one.
 */
export function CardMessage({
  message,
  signature,
  anonymous,
  onMessage,
  onSignature,
  onAnonymous,
}: {
  message: string;
  signature: string;
  anonymous: boolean;
  onMessage: (message: string) => void;
  onSignature: (signature: string) => void;
  onAnonymous: (anonymous: boolean) => void;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const signatureId = useId();
  return (
    <Section title={t('checkout.card')}>
      <label htmlFor={fieldId} className={sectionStyles.visuallyHidden}>
        {t('checkout.cardMessage')}
      </label>
      <TextArea
        id={fieldId}
        className={styles.message}
        value={message}
        onChange={onMessage}
        placeholder={t('checkout.cardPlaceholder')}
        maxLength={CARD_MESSAGE_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
      />
      <fieldset className={styles.suggestions}>
        <legend className={styles.suggestionsLabel}>{t('checkout.cardSuggestionsLabel')}</legend>
        {SUGGESTIONS.map((key) => {
          const text = t(`checkout.cardSuggestions.${key}`);
          return (
            <button key={key} type="button" className={styles.suggestion} onClick={() => onMessage(text)}>
              {text}
            </button>
          );
        })}
      </fieldset>
      {!anonymous && (
        <div className={`${sectionStyles.row} ${styles.signature}`}>
          <label htmlFor={signatureId} className={sectionStyles.rowLabel}>
            {t('checkout.signature')}
          </label>
          <input
            id={signatureId}
            className={styles.field}
            value={signature}
            onChange={(event) => onSignature(event.target.value)}
            maxLength={CARD_SIGNATURE_MAX_LENGTH}
            placeholder={t('checkout.signaturePlaceholder')}
          />
        </div>
      )}
      <label className={styles.anonymous}>
        <span className={styles.anonymousText}>
          <span>{t('checkout.anonymous')}</span>
          <span className={sectionStyles.hint}>{t('checkout.anonymousHint')}</span>
        </span>
        <Switch checked={anonymous} onChange={onAnonymous} />
      </label>
    </Section>
  );
}
