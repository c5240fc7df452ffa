import { PlusOutlined } from '@ant-design/icons';
import type { AdminHomeLink, HomeLinkSlot } from '@ffe/shared/contracts/admin-home';
import { App, Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { formatTime } from '../../../lib/format';
import { useDeleteHomeLink } from '../api/delete-home-link';
import { useHomeLinks } from '../api/list-home-links';
import { useReorderHomeLinks } from '../api/reorder-home-links';
import styles from './home-page.module.css';
import { LinkFormDrawer } from './link-form-drawer';
import { linkWords } from './link-words';
import { moved, OrderedList } from './ordered-list';

const STATE_COLOURS = { active: 'green', scheduled: 'blue', ended: 'default' } as const;

/** One slot's banners or cards, in the shop's order: add, edit, move, delete (after a confirmation). */
export function LinksTab({ slot }: { slot: HomeLinkSlot }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const links = useHomeLinks(slot);
  const reorder = useReorderHomeLinks();
  const remove = useDeleteHomeLink();
  const [editing, setEditing] = useState<AdminHomeLink | 'new'>();

  const move = (list: AdminHomeLink[], from: number, to: number) =>
    reorder.mutate(
      { slot, ids: moved(list, from, to).map((l) => l.id) },
      {
        onSuccess: () => void message.success(t('homePage.orderSaved')),
        onError: (error) => void message.error(error.message),
      },
    );

  const confirmDelete = (link: AdminHomeLink) =>
    modal.confirm({
      title: t('homePage.deleteConfirm', { title: link.title }),
      content: t('homePage.deleteHint'),
      okText: t('homePage.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync({ slot, id: link.id }).then(
          () => void message.success(t('homePage.deleted')),
          (error: Error) => void message.error(error.message),
        ),
    });

  const dates = (link: AdminHomeLink) =>
    link.activeFrom === null && link.activeUntil === null
      ? t('homePage.always')
      : `${link.activeFrom === null ? '…' : formatTime(link.activeFrom)} – ${
          link.activeUntil === null ? '…' : formatTime(link.activeUntil)
        }`;

  let body: React.ReactNode;
  if (links.isPending) body = <Skeleton active />;
  else if (links.isError) body = <LoadError error={links.error} onRetry={() => void links.refetch()} />;
  else if (links.data.list.length === 0) body = <Empty description={t('homePage.empty')} />;
  else {
    const list = links.data.list;
    body = (
      <OrderedList
        label={t(slot === 'banner' ? 'homePage.tabs.banners' : `homePage.slots.${slot}`)}
        items={list}
        keyOf={(link) => link.id}
        disabled={reorder.isPending}
        onMove={(from, to) => move(list, from, to)}
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
                <Typography.Text type="secondary">{linkWords(link.link, t)}</Typography.Text>
              </Flex>
              <Typography.Text type="secondary">{dates(link)}</Typography.Text>
            </div>
          </>
        )}
        actions={(link) => (
          <>
            <Button type="link" size="small" onClick={() => setEditing(link)}>
              {t('common.edit')}
            </Button>
            <Button type="link" size="small" danger onClick={() => confirmDelete(link)}>
              {t('homePage.delete')}
            </Button>
          </>
        )}
      />
    );
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('homePage.add')}
        </Button>
      </Flex>
      {body}
      {editing && (
        <LinkFormDrawer
          slot={slot}
          link={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Flex>
  );
}
