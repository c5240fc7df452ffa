import type { CodeBody } from '@ffe/shared/contracts/im';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { highlightCode } from '../utils/highlight';
import styles from './code-message.module.css';
import theme from './highlight-theme.module.css';
import { TypeIcon } from './type-icons';

/** Code longer than this many lines shows folded, with a button to unfold it. */
const FOLDED_LINES = 12;

/**
 * A code message: monospaced and coloured by highlight.js in its language (or the one it looks like), the language
 * named above it, with a copy button; long code folds. Loaded with highlight.js only when a chat shows code.
 */
export default function CodeMessage({ body }: { body: CodeBody }) {
  const { t } = useTranslation();
  const [unfolded, setUnfolded] = useState(false);
  const highlighted = useMemo(() => highlightCode(body.code, body.language), [body.code, body.language]);
  const lines = body.code.split('\n').length;
  const foldable = lines > FOLDED_LINES;

  const copy = () =>
    navigator.clipboard.writeText(body.code).then(
      () => toast(t('chat.code.copied'), 'success'),
      () => toast(t('chat.menu.copyFailed')),
    );

  return (
    <figure className={`${styles.code} ${theme.theme}`}>
      <figcaption className={styles.head}>
        <span className={styles.language} data-testid="code-language">
          {highlighted.language || body.language || t('chat.code.plain')}
        </span>
        <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={t('chat.code.copy')}>
          <TypeIcon name="copy" size={16} />
        </button>
      </figcaption>
      <pre className={foldable && !unfolded ? `${styles.pre} ${styles.folded}` : styles.pre}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js escapes the code and adds only its spans */}
        <code className="hljs" dangerouslySetInnerHTML={{ __html: highlighted.html }} />
      </pre>
      {foldable && (
        <button type="button" className={styles.fold} onClick={() => setUnfolded((open) => !open)}>
          {unfolded ? t('chat.code.collapse') : t('chat.code.expand')}
        </button>
      )}
    </figure>
  );
}
