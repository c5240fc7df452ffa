import { useImClient } from '@ffe/im-client/client-context';
import { loadGroupMembers } from '@ffe/im-client/runtime/groups';
import type { ImGroup } from '@ffe/shared/contracts/im-groups';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch';
import styles from './group-panel.module.css';
import { type GroupChange, saveGroup } from './group-save';

type JoinOption = ImGroup['join_option'];
const JOIN_OPTIONS: readonly JoinOption[] = ['free', 'approval', 'closed'];

/**
 * The group's rules: mute-all and who may join. Admins change them; others read the join option. Mute-all moves every
 * member's mute count, so the members are read again after it changes.
 */
export function GroupSettings({ group, admin }: { group: ImGroup; admin: boolean }) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const headingId = useId();
  const [saving, setSaving] = useState(false);

  const change = async (update: GroupChange) => {
    setSaving(true);
    try {
      await saveGroup(imClient, update, group._id);
      if (update.mute_all_members !== undefined) await loadGroupMembers(imClient, group._id).catch(() => undefined);
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
