import type { CustomerNote } from '@ffe/shared/contracts/admin-customers';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortTime } from '../../../lib/format';
import { useAddDeskNote } from '../api/add-note';
import { PanelSection } from './panel-section';

/** Notes for the team on this customer, which the customer never sees; one can be added here. */
export function PanelNotes({ conversationId, notes }: { conversationId: string; notes: readonly CustomerNote[] }) {
  const { t } = useTranslation();
  const addNote = useAddDeskNote();
  const [draft, setDraft] = useState('');
  const [missing, setMissing] = useState(false);
  const add = () => {
    const content = draft.trim();
    if (!content) return setMissing(true);
    addNote.mutate({ conversation_id: conversationId, content }, { onSuccess: () => setDraft('') });
  };
  return (
    <PanelSection title={t('desk.panel.notes')}>
      <Typography.Text type="secondary" className="desk-small">
        {t('desk.panel.notesHint')}
      </Typography.Text>
      {notes.length === 0 && <div className="desk-small">{t('desk.panel.noNotes')}</div>}
      <ul className="desk-rows">
        {notes.map((note) => (
          <li key={note.id}>
            <div>{note.content}</div>
            <Typography.Text type="secondary" className="desk-small">
              {note.authorName} · {formatShortTime(note.createTime)}
            </Typography.Text>
          </li>
        ))}
      </ul>
      {addNote.error && <Alert type="error" showIcon title={addNote.error.message} />}
      <Flex vertical gap={6}>
        <Input.TextArea
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setMissing(false);
          }}
          rows={2}
          maxLength={500}
          status={missing ? 'error' : undefined}
          aria-label={t('desk.panel.addNote')}
        />
        {missing && <Typography.Text type="danger">{t('desk.panel.noteRequired')}</Typography.Text>}
        <Button onClick={add} loading={addNote.isPending}>
          {t('desk.panel.addNote')}
        </Button>
      </Flex>
    </PanelSection>
  );
}
