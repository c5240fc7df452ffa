import type { CurrentUser } from '@ffe/shared/contracts/member';
import { Avatar, List, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMemberName } from '../../../lib/member-name';
import { GENDER_LABELS, type SettingsDialog } from '../utils/user-settings';
import { SettingValue } from './setting-value';
import styles from './settings.module.css';

/** The settings' profile group: avatar (with the upload's progress), nickname, gender, birthday. */
export function ProfileList({
  user,
  progress,
  onPickAvatar,
  onOpen,
}: {
  user: CurrentUser;
  progress: number | undefined;
  onPickAvatar: () => void;
  onOpen: (dialog: SettingsDialog) => void;
}) {
  const { t } = useTranslation();
  const memberName = useMemberName();
  return (
    <List className={styles.group}>
      <List.Item
        onClick={onPickAvatar}
        extra={<Avatar className={styles.avatar} src={user.avatar_file.url} alt={t('settings.avatar')} />}
        disabled={progress !== undefined}
      >
        {t('settings.avatar')}
      </List.Item>
      {progress !== undefined && (
        <div className={styles.progress}>
          <ProgressBar percent={progress} text={t('settings.uploading', { percent: progress })} />
        </div>
      )}
      <List.Item
        onClick={() => onOpen('nickname')}
        extra={<SettingValue text={memberName(user.nickname, user.mobile)} />}
      >
        {t('settings.nickname')}
      </List.Item>
      <List.Item
        onClick={() => onOpen('gender')}
        extra={<SettingValue text={t(`settings.${GENDER_LABELS[user.gender]}`)} />}
      >
        {t('settings.gender')}
      </List.Item>
      <List.Item onClick={() => onOpen('birthday')} extra={<SettingValue text={user.birthday ?? undefined} />}>
        {t('settings.birthday')}
      </List.Item>
    </List>
  );
}
