import type { ImGroup } from '@ffe/shared/contracts/im-groups';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import styles from './group-panel.module.css';

/** The shop address that opens a group's join page. */
export const groupJoinLink = (groupId: string): string =>
  `${window.location.origin}${pathTo('groupJoin', { group_id: groupId })}`;

/** The QR code of a link as an SVG data address; the QR library loads with the first one drawn. */
async function qrOf(link: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  // SVG needs no canvas, draws the same everywhere and stays sharp at any size.
  const svg = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** 分享群聊: the group's join link and its QR code, with copy and (where the browser shares) share. */
export function GroupShare({ group }: { group: ImGroup }) {
  const { t } = useTranslation();
  const link = groupJoinLink(group._id);
  const qr = useQuery({ queryKey: ['qr', link], queryFn: () => qrOf(link), staleTime: Number.POSITIVE_INFINITY });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast(t('chat.groups.linkCopied'), 'success');
    } catch {
      toast(t('chat.groups.copyFailed'));
    }
  };
  const share = () =>
    navigator.share({ title: group.name, text: t('chat.groups.shareText', { name: group.name }), url: link }).catch(
      // Closing the share sheet is no failure.
      () => undefined,
    );

  return (
    <section className={styles.section} aria-label={t('chat.groups.share')} data-testid="group-share">
      <h3 className={styles.heading}>{t('chat.groups.share')}</h3>
      <div className={styles.share}>
        {qr.data ? (
          <img className={styles.qr} src={qr.data} alt={t('chat.groups.qrCode')} width={160} height={160} />
        ) : (
          <span className={styles.qr} />
        )}
        <p className={styles.link} data-testid="group-link">
          {link}
        </p>
        <div className={styles.shareActions}>
          <button type="button" className={styles.outlineButton} onClick={() => void copy()}>
            {t('chat.groups.copyLink')}
          </button>
          {typeof navigator.share === 'function' && (
            <button type="button" className={styles.outlineButton} onClick={() => void share()}>
              {t('chat.groups.shareLink')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
