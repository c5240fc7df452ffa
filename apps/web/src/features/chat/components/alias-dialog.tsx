import { useSetAlias } from '@ffe/im-client/api/set-alias';
import { IM } from '@ffe/shared/constants';
import type { Friend } from '@ffe/shared/contracts/im-friends';
import { Dialog } from 'antd-mobile';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import styles from './contacts-panel.module.css';

/** The alias box of one friend: saving an empty alias removes it; a failure toasts and the box stays open. */
export function AliasDialog({ friend, onClose }: { friend: Friend; onClose: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [content, setContent] = useState(friend.alias ?? '');
  const saving = useSetAlias();

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    saving.mutate(
      { targetUid: friend.friend_uid, content: content.trim() },
      {
        onSuccess: () => {
          toast(t('chat.contacts.aliasSaved'), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      visible
      title={t('chat.contacts.aliasTitle')}
      closeOnMaskClick
      onClose={onClose}
      content={
        <form className={styles.aliasForm} onSubmit={save}>
          <label htmlFor={inputId}>{t('chat.contacts.aliasLabel')}</label>
          <input
            id={inputId}
            className={styles.input}
            value={content}
            maxLength={IM.ALIAS_MAX_LENGTH}
            placeholder={t('chat.contacts.aliasPlaceholder')}
            onChange={(event) => setContent(event.target.value)}
          />
        </form>
      }
      actions={[
        [
          { key: 'cancel', text: t('chat.contacts.cancel'), onClick: onClose },
          { key: 'save', text: t('chat.contacts.save'), bold: true, disabled: saving.isPending, onClick: () => save() },
        ],
      ]}
    />
  );
}
