import { useTranslation } from 'react-i18next';
import type { ComposerText } from '../hooks/use-composer-text';
import styles from './composer.module.css';

/** The composer's text box: typing follows '@' mentions, leaving it keeps the draft; `hintId` names the hint below. */
export function ComposerBox({ box, wide, hintId }: { box: ComposerText; wide: boolean; hintId: string }) {
  const { t } = useTranslation();
  const { mention, tooLong } = box;
  return (
    <textarea
      ref={box.input}
      className={styles.input}
      rows={1}
      value={box.text}
      placeholder={t('chat.composer.placeholder')}
      aria-label={t('chat.composer.label')}
      aria-describedby={wide || tooLong ? hintId : undefined}
      aria-invalid={tooLong || undefined}
      enterKeyHint={wide ? 'send' : 'enter'}
      {...mention.boxProps}
      onChange={(event) => {
        box.change(event.target.value);
        mention.follow(event.target.value, event.target.selectionStart);
      }}
      onSelect={(event) => mention.follow(event.currentTarget.value, event.currentTarget.selectionStart)}
      onKeyDown={box.onKeyDown}
      onBlur={() => {
        box.flush();
        mention.close();
      }}
    />
  );
}
