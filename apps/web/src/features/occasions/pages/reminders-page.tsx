import type { Reminder, ReminderInput } from '@ffe/shared/contracts/occasions';
import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import styles from '../../../components/ui/member-list.module.css';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { refusalToasted } from '../../../lib/failure';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { toast } from '../../../lib/toast';
import { useReminders } from '../api/list-reminders';
import { useRemoveReminder } from '../api/remove-reminder';
import { useSaveReminder } from '../api/save-reminder';
import { ReminderCard } from '../components/reminder-card';
import { ReminderForm } from '../components/reminder-form';

/** 纪念日提醒 (issue 16): the member's saved dates, soonest first; add, edit, and remove after asking. */
export default function RemindersPage() {
  const { t } = useTranslation();
  const reminders = useReminders();
  const save = useSaveReminder();
  const once = useOneAtATime();
  const remove = useRemoveReminder();
  // undefined: the form is closed; null: adding; a reminder: editing it.
  const [editing, setEditing] = useState<Reminder | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Reminder | null>(null);
  const closeRemoveQuestion = useCallback(() => setRemoving(null), []);
  const closeForm = () => setEditing(undefined);

  if (reminders.isPending) return <PageLoading />;
  if (reminders.isError)
    return <PageError message={reminders.error.message} onRetry={() => void reminders.refetch()} />;

  const submit = (input: ReminderInput) =>
    once(() =>
      save.mutateAsync({ ...input, id: editing?.id }).then(() => {
        toast(t('occasions.saved'), 'success');
        closeForm();
      }, refusalToasted),
    );

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast(t('occasions.removed'), 'success'),
    });
  };

  const addButton = (
    <Button block color="primary" shape="rounded" onClick={() => setEditing(null)}>
      {t('occasions.add')}
    </Button>
  );
  const list = reminders.data;

  return (
    <div className={styles.withFooter}>
      {list.length === 0 ? (
        <EmptyState title={t('occasions.empty')} description={t('occasions.emptyHint')}>
          <div className={styles.emptyAction}>{addButton}</div>
        </EmptyState>
      ) : (
        <>
          <p className={styles.summary}>{t('occasions.rule')}</p>
          <ul className={styles.list} aria-label={t('title.reminders')}>
            {list.map((reminder) => (
              <li key={reminder.id}>
                <ReminderCard
                  reminder={reminder}
                  busy={remove.isPending}
                  onEdit={() => setEditing(reminder)}
                  onRemove={() => setRemoving(reminder)}
                />
              </li>
            ))}
          </ul>
          <div className={styles.footer}>{addButton}</div>
        </>
      )}
      {editing !== undefined && (
        <ReminderForm visible editing={editing} saving={save.isPending} onSave={submit} onClose={closeForm} />
      )}
      <ConfirmDialog
        visible={removing !== null}
        content={t('occasions.removeConfirm')}
        confirmText={t('occasions.remove')}
        danger
        onConfirm={confirmRemove}
        onClose={closeRemoveQuestion}
      />
    </div>
  );
}
