import { useMemo } from 'react';
import { renderMarkdown } from '../utils/markdown';
import theme from './highlight-theme.module.css';
import styles from './rich-text-message.module.css';

/**
 * A rich-text message: its markdown rendered by markdown-it with raw HTML shown as text, unsafe links dropped and
 * nesting cut at 100 (PRODUCT.md#chat-rich-text); links open in a new tab. Loaded with markdown-it only when a chat
 * shows one.
 */
export default function RichTextMessage({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <div
      className={`${styles.markdown} ${theme.theme}`}
      data-testid="rich-text"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes raw HTML and refuses unsafe links
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
