import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { EmptyState } from '../../../components/ui/page-states';
import type { PageProps } from '../../../lib/page-props';
import { usePageTitle } from '../../../lib/page-title';
import { useBack } from '../../../lib/use-back';
import styles from '../components/info.module.css';
import { webViewTarget } from '../utils/web-view-target';

/**
 * An external page (query `url`, URL-encoded) in a frame, only from the hosts the build allows; the shop's own
 * information pages open in place; anything else says why it cannot be opened here.
 */
export default function WebViewPage({ url }: PageProps) {
  const { t } = useTranslation();
  const back = useBack();
  const target = webViewTarget(url);
  usePageTitle(target.kind === 'frame' ? target.host : undefined);

  if (target.kind === 'invalid') return <EmptyState title={t('info.badUrl')} description={t('info.badUrlHint')} />;
  if (target.kind === 'shop') return <Navigate replace to={target.path} />;
  if (target.kind === 'refused') {
    return (
      <EmptyState
        title={t('info.notAllowed')}
        description={t(target.reason === 'shopPage' ? 'info.shopPageHint' : 'info.notAllowedHint', {
          host: target.host,
        })}
      >
        <div className={styles.refusedActions}>
          {target.reason === 'notAllowed' && (
            <a className={styles.openOutside} href={target.href} target="_blank" rel="noopener noreferrer">
              {t('info.openInBrowser')}
            </a>
          )}
          <Button fill="outline" onClick={back}>
            {t('common.back')}
          </Button>
        </div>
      </EmptyState>
    );
  }
  return (
    <div className={styles.frame}>
      {/* Many sites refuse to be framed; the way out is always there. */}
      <div className={styles.frameBar}>
        <span className={styles.host}>{target.host}</span>
        <a href={target.href} target="_blank" rel="noopener noreferrer">
          {t('info.openInBrowser')}
        </a>
      </div>
      <iframe
        className={styles.iframe}
        src={target.href}
        title={target.href}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
