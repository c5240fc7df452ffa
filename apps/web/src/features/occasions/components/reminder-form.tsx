import type { Reminder, ReminderInput } from '@ffe/shared/contracts/occasions';
import { isCalendarDay, type OccasionKind, occasionKinds } from '@ffe/shared/domain/occasions';
import { Button, Popup } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './reminder-form.module.css';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

const blank: ReminderInput = { kind: 'birthday', name: '', month: 1, day: 1, note: '' };

/** Adds a date or edits `editing`; checks the name and the day before saving, the server checks again. */
export function ReminderForm({
  visible,
  editing,
  saving,
  onSave,
  onClose,
}: {
  visible: boolean;
  editing: Reminder | null;
  saving: boolean;
  onSave: (input: ReminderInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const initial = editing
    ? { kind: editing.kind, name: editing.name, month: editing.month, day: editing.day, note: editing.note }
    : blank;
  const [draft, setDraft] = useState<ReminderInput>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (part: Partial<ReminderInput>) => {
    setDraft((d) => ({ ...d, ...part }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) return setProblem(t('occasions.form.nameRequired'));
    if (!isCalendarDay(draft.month, draft.day)) return setProblem(t('occasions.form.dayInvalid'));
    onSave({ ...draft, name: draft.name.trim(), note: draft.note?.trim() ?? '' });
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <form
        className={styles.form}
        onSubmit={submit}
        aria-label={t(editing ? 'occasions.form.editTitle' : 'occasions.form.addTitle')}
      >
        <h2 className={styles.title}>{t(editing ? 'occasions.form.editTitle' : 'occasions.form.addTitle')}</h2>
        <fieldset className={styles.kinds}>
          <legend className={styles.label}>{t('occasions.form.kind')}</legend>
          {occasionKinds.map((kind: OccasionKind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={draft.kind === kind}
              className={draft.kind === kind ? styles.chipOn : styles.chip}
              onClick={() => change({ kind })}
            >
              {t(`occasions.kinds.${kind}`)}
            </button>
          ))}
        </fieldset>
        <label className={styles.field}>
          <span className={styles.label}>{t('occasions.form.name')}</span>
          <input
            className={styles.input}
            value={draft.name}
            maxLength={30}
            placeholder={t('occasions.form.namePlaceholder')}
            onChange={(e) => change({ name: e.target.value })}
          />
        </label>
        <div className={styles.dateRow}>
          <label className={styles.field}>
            <span className={styles.label}>{t('occasions.form.month')}</span>
            <select
              className={styles.input}
              value={draft.month}
              onChange={(e) => change({ month: Number(e.target.value) })}
            >
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {t('occasions.form.monthOption', { month })}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('occasions.form.day')}</span>
            <select
              className={styles.input}
              value={draft.day}
              onChange={(e) => change({ day: Number(e.target.value) })}
            >
              {DAYS.map((day) => (
                <option key={day} value={day}>
                  {t('occasions.form.dayOption', { day })}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className={styles.field}>
          <span className={styles.label}>{t('occasions.form.note')}</span>
          <textarea
            className={styles.input}
            value={draft.note}
            maxLength={200}
            rows={2}
            placeholder={t('occasions.form.notePlaceholder')}
            onChange={(e) => change({ note: e.target.value })}
          />
        </label>
        <p className={styles.rule}>{t('occasions.rule')}</p>
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        <div className={styles.buttons}>
          <Button block shape="rounded" onClick={onClose}>
            {t('occasions.form.cancel')}
          </Button>
          <Button block shape="rounded" color="primary" type="submit" loading={saving}>
            {t('occasions.form.save')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
