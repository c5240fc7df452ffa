import { updateGroup } from '@ffe/im-client/api/update-group';
import { uploadChatFile } from '@ffe/im-client/api/upload-chat-file';
import { loadGroupMembers, putGroups } from '@ffe/im-client/runtime/groups';
import { IM } from '@ffe/shared/constants';
import type { ImGroup } from '@ffe/shared/contracts/im-groups';
import { Avatar, DotLoading } from 'antd-mobile';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import styles from './group-panel.module.css';

type JoinOption = ImGroup['join_option'];
type GroupChange = Omit<Parameters<typeof updateGroup>[0], 'group_id'>;
const JOIN_OPTIONS: readonly JoinOption[] = ['free', 'approval', 'closed'];

/** The server stores a group picture by the path the upload answered, from the root of the image host. */
const rootedPath = (path: string): string => (path.startsWith('/') ? path : `/${path}`);

/** Sends one change of the group and holds the group the server answers; failures are the call's toast. */
async function saveGroup(change: GroupChange, groupId: string): Promise<ImGroup> {
  const answer = await updateGroup({ group_id: groupId, ...change });
  putGroups([answer]);
  return answer;
}

/** The group's picture, name, id and size; an admin changes the picture by picking an image. */
export function GroupProfile({ group, admin }: { group: ImGroup; admin: boolean }) {
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
      const upload = await uploadChatFile(file, 'image');
      await saveGroup({ avatar_file: rootedPath(upload.path) }, group._id);
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

/**
 * One text of the group (name, introduction, notice): shown to everyone, edited in place by admins. The name may
 * not be empty; each text keeps to its limit, counted as it is typed.
 */
export function GroupField({
  group,
  field,
  admin,
}: {
  group: ImGroup;
  field: 'name' | 'introduction' | 'notification';
  admin: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const value = field === 'notification' ? (group.notification?.content ?? '') : group[field];
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const label = t(
    { name: 'chat.groups.name', introduction: 'chat.groups.introduction', notification: 'chat.groups.notice' }[field],
  );
  const empty = t(field === 'introduction' ? 'chat.groups.noIntroduction' : 'chat.groups.noNotice');
  const max = {
    name: IM.GROUP_NAME_MAX,
    introduction: IM.GROUP_INTRODUCTION_MAX,
    notification: IM.GROUP_NOTICE_MAX,
  }[field];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const text = (draft ?? '').trim();
    if (field === 'name' && !text) {
      setError(t('chat.groups.nameEmpty'));
      return;
    }
    setSaving(true);
    try {
      if (text !== value) await saveGroup({ [field]: text }, group._id);
      toast(t('chat.groups.saved'), 'success');
      setDraft(null);
    } catch {
      // The call showed its toast; the draft stays for another try.
    } finally {
      setSaving(false);
    }
  };

  if (draft !== null) {
    const boxProps = {
      id: inputId,
      value: draft,
      maxLength: max,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setDraft(event.target.value);
        setError('');
      },
    };
    return (
      <form className={styles.field} onSubmit={(event) => void save(event)}>
        <label className={styles.fieldLabel} htmlFor={inputId}>
          {label}
        </label>
        {field === 'name' ? (
          <input className={styles.input} {...boxProps} />
        ) : (
          <textarea className={`${styles.input} ${styles.textarea}`} rows={4} {...boxProps} />
        )}
        <div className={styles.fieldFoot}>
          <span className={styles.counter}>{t('chat.groups.counter', { count: draft.length, max })}</span>
          <button type="button" className={styles.plain} onClick={() => setDraft(null)}>
            {t('chat.groups.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={saving}>
            {t('chat.groups.save')}
          </button>
        </div>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    );
  }

  return (
    <div className={styles.field}>
      <div className={styles.fieldHead}>
        <span className={styles.fieldLabel}>{label}</span>
        {admin && (
          <button
            type="button"
            className={styles.link}
            aria-label={`${t('chat.groups.edit')} ${label}`}
            onClick={() => setDraft(value)}
          >
            {t('chat.groups.edit')}
          </button>
        )}
      </div>
      <p className={value ? styles.fieldText : `${styles.fieldText} ${styles.muted}`}>{value || empty}</p>
    </div>
  );
}

/**
 * The group's rules: mute-all and who may join. Admins change them; others read the join option. Mute-all moves every
 * member's mute count, so the members are read again after it changes.
 */
export function GroupSettings({ group, admin }: { group: ImGroup; admin: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [saving, setSaving] = useState(false);

  const change = async (update: GroupChange) => {
    setSaving(true);
    try {
      await saveGroup(update, group._id);
      if (update.mute_all_members !== undefined) await loadGroupMembers(group._id).catch(() => undefined);
    } catch {
      // The call showed its toast; the switch shows the group as it still is.
    } finally {
      setSaving(false);
    }
  };

  if (!admin) {
    return (
      <div className={styles.field}>
        <span className={styles.fieldLabel}>{t('chat.groups.joinOption')}</span>
        <p className={styles.fieldText}>{t(`chat.groups.joinOptions.${group.join_option}`)}</p>
      </div>
    );
  }
  return (
    <>
      <label className={styles.setting} data-testid="mute-all">
        <span>{t('chat.groups.muteAll')}</span>
        <Switch
          checked={group.mute_all_members}
          onChange={(checked) => {
            if (!saving) void change({ mute_all_members: checked });
          }}
        />
      </label>
      <fieldset className={styles.options} aria-labelledby={headingId} disabled={saving}>
        <legend id={headingId} className={styles.fieldLabel}>
          {t('chat.groups.joinOption')}
        </legend>
        {JOIN_OPTIONS.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={`join-option-${group._id}`}
              value={option}
              checked={group.join_option === option}
              onChange={() => void change({ join_option: option })}
            />
            {t(`chat.groups.joinOptions.${option}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
