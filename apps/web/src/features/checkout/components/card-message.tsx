import { CARD_MESSAGE_MAX_LENGTH, CARD_SIGNATURE_MAX_LENGTH } from '@ffe/shared/constants';
import { TextArea } from 'antd-mobile';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { insertGreeting } from '../utils/card-greeting';
import styles from './card-message.module.css';
import sectionStyles from './checkout.module.css';
import { Section } from './section';

/** The greetings offered to fill the card with one tap, by their key under checkout.cardSuggestions. */
const SUGGESTIONS = ['love', 'birthday', 'thanks', 'wishes'] as const;

/**
 * The greeting card's message (with a few ready greetings, put in at the caret; one that does not fit asks before it
 * replaces what was written), its signature (署名; empty leaves it unsigned) and whether
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
  // Where the caret was when the box lost focus to a greeting's tap; never placed, a greeting goes at the end.
  const caret = useRef<{ start: number; end: number } | null>(null);
  const [replacing, setReplacing] = useState<string | null>(null);

  const suggest = (text: string) => {
    const selection = caret.current ?? { start: message.length, end: message.length };
    const next = message.trim() === '' ? text : insertGreeting(message, text, selection, CARD_MESSAGE_MAX_LENGTH);
    if (next === null) {
      setReplacing(text);
      return;
    }
    const after = message.trim() === '' ? text.length : selection.start + text.length;
    caret.current = { start: after, end: after };
    onMessage(next);
  };

  const choose = (text: string) => {
    caret.current = null;
    onMessage(text);
  };

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
        onBlur={(event) => {
          caret.current = { start: event.target.selectionStart, end: event.target.selectionEnd };
        }}
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
            <button key={key} type="button" className={styles.suggestion} onClick={() => suggest(text)}>
              {text}
            </button>
          );
        })}
      </fieldset>
      <LazyConfirmDialog
        visible={replacing !== null}
        content={t('checkout.cardReplace')}
        confirmText={t('checkout.cardReplaceConfirm')}
        onConfirm={() => replacing !== null && choose(replacing)}
        onClose={() => setReplacing(null)}
      />
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
