import { useImClient } from '@ffe/im-client/client-context';
import { IM } from '@ffe/shared/constants';
import type { ImGroup } from '@ffe/shared/contracts/im-groups';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import styles from './group-panel.module.css';
import { saveGroup } from './group-save';
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
  const imClient = useImClient();
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
      if (text !== value) await saveGroup(imClient, { [field]: text }, group._id);
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
