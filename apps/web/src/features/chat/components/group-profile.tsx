import { uploadChatFile } from '@ffe/im-client/api/upload-chat-file';
import { useImClient } from '@ffe/im-client/client-context';
import type { ImGroup } from '@ffe/shared/contracts/im-groups';
import { Avatar, DotLoading } from 'antd-mobile';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import styles from './group-panel.module.css';
import { saveGroup } from './group-save';

/** The server stores a group picture by the path the upload answered, from the root of the image host. */
const rootedPath = (path: string): string => (path.startsWith('/') ? path : `/${path}`);

/** The group's picture, name, id and size; an admin changes the picture by picking an image. */
export function GroupProfile({ group, admin }: { group: ImGroup; admin: boolean }) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);

  const changeAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast(t('chat.groups.notImage'));
      return;
    }
    setUploading(true);
    try {
      const upload = await uploadChatFile(imClient, file, 'image');
      await saveGroup(imClient, { avatar_file: rootedPath(upload.path) }, group._id);
      toast(t('chat.groups.avatarSaved'), 'success');
    } catch {
      // The upload or the call showed its toast; the old picture stays.
    } finally {
      setUploading(false);
    }
  };

  const picture = <Avatar className={styles.avatar} src={group.avatar_file.url} alt="" />;
  return (
    <div className={styles.profile}>
      {admin ? (
        <label className={styles.avatarButton} aria-busy={uploading}>
          {picture}
          {uploading && (
            <span className={styles.avatarBusy}>
              <DotLoading color="white" />
            </span>
          )}
          <input
            type="file"
            accept="image/*"
            className={styles.hidden}
            disabled={uploading}
            aria-label={t('chat.groups.changeAvatar')}
            onChange={(event) => void changeAvatar(event)}
          />
        </label>
      ) : (
        picture
      )}
      <div className={styles.profileText}>
        <h3 className={styles.groupName}>{group.name}</h3>
        <p className={styles.meta}>{t('chat.groups.groupId', { id: group._id })}</p>
        <p className={styles.meta}>{t('chat.groups.memberCount', { count: group.member_count })}</p>
      </div>
    </div>
  );
}
