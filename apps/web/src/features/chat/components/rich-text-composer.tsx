import { IM } from '@ffe/shared/constants';
import { Button } from 'antd-mobile';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatSheet } from './chat-sheet';
import styles from './composers.module.css';

// The preview draws with markdown-it, loaded only when asked for.
const RichTextMessage = lazy(() => import('./rich-text-message'));

/** Writes a rich-text message in markdown, with a preview drawn exactly as the reader will see it. */
export function RichTextComposer({
  open,
  onClose,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  onSend: (markdown: string) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [markdown, setMarkdown] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const tooLong = markdown.length > IM.RICH_TEXT_MAX_LENGTH;

  useEffect(() => {
    if (open) {
      setMarkdown('');
      setPreviewing(false);
    }
  }, [open]);

  return (
    <ChatSheet
      open={open}
      title={t('chat.richText.composeTitle')}
      onClose={onClose}
      footer={
        <Button block color="primary" disabled={!markdown.trim() || tooLong} onClick={() => onSend(markdown)}>
          {t('chat.richText.send')}
        </Button>
      }
    >
      <div className={styles.form}>
        <div className={styles.switch}>
          <button type="button" aria-pressed={!previewing} onClick={() => setPreviewing(false)}>
            {t('chat.richText.write')}
          </button>
          <button type="button" aria-pressed={previewing} onClick={() => setPreviewing(true)}>
            {t('chat.richText.preview')}
          </button>
        </div>
        {previewing ? (
          <div className={styles.preview}>
            {markdown.trim() ? (
              <Suspense fallback={<p>{markdown}</p>}>
                <RichTextMessage markdown={markdown} />
              </Suspense>
            ) : (
              <p className={styles.status}>{t('chat.richText.previewEmpty')}</p>
            )}
          </div>
        ) : (
          <>
            <label className={styles.label} htmlFor={inputId}>
              {t('chat.richText.label')}
            </label>
            <textarea
              id={inputId}
              className={styles.input}
              rows={10}
              value={markdown}
              placeholder={t('chat.richText.placeholder')}
              aria-invalid={tooLong || undefined}
              onChange={(event) => setMarkdown(event.target.value)}
            />
          </>
        )}
        {tooLong && (
          <p className={`${styles.status} ${styles.error}`}>
            {t('chat.richText.tooLong', { max: IM.RICH_TEXT_MAX_LENGTH })}
          </p>
        )}
      </div>
    </ChatSheet>
  );
}
