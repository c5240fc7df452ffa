import { IM } from '@ffe/shared/constants';
import { Button } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LANGUAGES } from '../utils/code-languages';
import { ChatSheet } from './chat-sheet';
import styles from './composers.module.css';

/** Writes a code message: the code, monospaced, and its language (or 自动识别, left to the reader's highlighter). */
export function CodeComposer({
  open,
  onClose,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  onSend: (code: string, language: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const languageId = useId();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [language, setLanguage] = useState('');
  const tooLong = code.length > IM.CODE_MAX_LENGTH;

  useEffect(() => {
    if (open) setCode('');
  }, [open]);

  return (
    <ChatSheet
      open={open}
      title={t('chat.code.composeTitle')}
      onClose={onClose}
      footer={
        <Button
          block
          color="primary"
          disabled={!code.trim() || tooLong}
          onClick={() => onSend(code, language || undefined)}
        >
          {t('chat.code.send')}
        </Button>
      }
    >
      <div className={styles.form}>
        <label className={styles.label} htmlFor={languageId}>
          {t('chat.code.languageLabel')}
        </label>
        <select
          id={languageId}
          className={styles.input}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
        >
          <option value="">{t('chat.code.autoLanguage')}</option>
          {CODE_LANGUAGES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <label className={styles.label} htmlFor={codeId}>
          {t('chat.code.codeLabel')}
        </label>
        <textarea
          id={codeId}
          className={`${styles.input} ${styles.code}`}
          rows={10}
          value={code}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          placeholder={t('chat.code.placeholder')}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        {tooLong && (
          <p className={`${styles.status} ${styles.error}`}>{t('chat.code.tooLong', { max: IM.CODE_MAX_LENGTH })}</p>
        )}
      </div>
    </ChatSheet>
  );
}
