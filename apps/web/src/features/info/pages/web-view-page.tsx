import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/page-states';
import type { PageProps } from '../../../lib/page-props';
import styles from '../components/info.module.css';

/** The page to show: an http or https address only, so no script or local file can be opened through it. */
export function webPageUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  // The query is decoded once by the router; an address encoded twice still has its scheme encoded.
  const candidates = [raw.trim()];
  try {
    candidates.push(decodeURIComponent(raw.trim()));
  } catch {
    // Not encoded: the first candidate stands.
  }
  for (const candidate of candidates) {
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // Not an absolute address.
    }
  }
  return undefined;
}

/** An external page (query `url`, URL-encoded) in a frame, with a way to open it in the browser instead. */
export default function WebViewPage({ url }: PageProps) {
  const { t } = useTranslation();
  const href = webPageUrl(url);
  if (!href) return <EmptyState title={t('info.badUrl')} description={t('info.badUrlHint')} />;
  return (
    <div className={styles.frame}>
      {/* Many sites refuse to be framed; the way out is always there. */}
      <div className={styles.frameBar}>
        <span className={styles.host}>{new URL(href).host}</span>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {t('info.openInBrowser')}
        </a>
      </div>
      <iframe
        className={styles.iframe}
        src={href}
        title={href}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
