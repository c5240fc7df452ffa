import type { AdminHomeLink, HomeLinkSlot } from '@ffe/shared/contracts/admin-home';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';
import { useDeleteHomeLink } from '../api/delete-home-link';
import { useHomeLinks } from '../api/list-home-links';
import { useReorderHomeLinks } from '../api/reorder-home-links';
import styles from './home-page.module.css';
import { LinkFormDrawer } from './link-form-drawer';
import { linkWords } from './link-words';
import { OrderedTab } from './ordered-tab';
import { useLinkTargetNames } from './use-link-target-names';

const STATE_COLOURS = { active: 'green', scheduled: 'blue', ended: 'default' } as const;

/** One slot's banners or cards, in the shop's order: add, edit, move, delete (after a confirmation). */
export function LinksTab({ slot }: { slot: HomeLinkSlot }) {
  const { t } = useTranslation();
  const links = useHomeLinks(slot);
  const reorder = useReorderHomeLinks();
  const remove = useDeleteHomeLink();
  const names = useLinkTargetNames(links.data?.list ?? []);

  const dates = (link: AdminHomeLink) =>
    link.activeFrom === null && link.activeUntil === null
      ? t('homePage.always')
      : `${link.activeFrom === null ? '…' : formatTime(link.activeFrom)} – ${
          link.activeUntil === null ? '…' : formatTime(link.activeUntil)
        }`;

  return (
    <OrderedTab
      items={links}
      label={t(slot === 'banner' ? 'homePage.tabs.banners' : `homePage.slots.${slot}`)}
      reorder={(ids) => reorder.mutateAsync({ slot, ids })}
      reordering={reorder.isPending}
      remove={(link) => remove.mutateAsync({ slot, id: link.id })}
      drawer={(link, onClose) => <LinkFormDrawer slot={slot} link={link} onClose={onClose} />}
      render={(link) => (
        <>
          <img
            src={link.pictureUrl}
            alt=""
            className={slot === 'banner' || slot === 'promotion' ? styles.thumbWide : styles.thumbSquare}
          />
          <div className={styles.rowText}>
            <Typography.Text strong className={styles.ellipsis}>
              {link.title}
            </Typography.Text>
            {link.subtitle && (
              <Typography.Text type="secondary" className={styles.ellipsis}>
                {link.subtitle}
              </Typography.Text>
            )}
            <Flex gap={4} wrap>
              <Tag color={STATE_COLOURS[link.state]}>{t(`homePage.states.${link.state}`)}</Tag>
              <Typography.Text type="secondary">{linkWords(link.link, t, names)}</Typography.Text>
            </Flex>
            <Typography.Text type="secondary">{dates(link)}</Typography.Text>
          </div>
        </>
      )}
    />
  );
}
