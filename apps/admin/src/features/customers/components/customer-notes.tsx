import type { CustomerNote } from '@ffe/shared/contracts/admin-customers';
import { App, Button, Card, Empty, Flex, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { refusalSaid } from '../../../lib/query-client';
import { useAddCustomerNote } from '../api/add-customer-note';

/** The team's notes on the customer, newest first, and a box to add one; the customer never sees them. */
export function CustomerNotes({ customerId, notes }: { customerId: string; notes: CustomerNote[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const add = useAddCustomerNote();
  const once = useOneAtATime();
  const [draft, setDraft] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    const content = draft.trim();
    if (!content) {
      setMissing(true);
      return;
    }
    once(() =>
      add.mutateAsync({ id: customerId, content }).then(() => {
        setDraft('');
        void message.success(t('customers.noteAdded'));
      }, refusalSaid),
    );
  };

  return (
    <Card size="small" title={t('customers.notes')}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('customers.notesHint')}</Typography.Text>
        <Input.TextArea
          aria-label={t('customers.addNote')}
          value={draft}
          maxLength={500}
          autoSize={{ minRows: 2, maxRows: 5 }}
          status={missing ? 'error' : undefined}
          placeholder={t('customers.notePlaceholder')}
          onChange={(event) => {
            setDraft(event.target.value);
            setMissing(false);
          }}
        />
        {missing && <Typography.Text type="danger">{t('customers.noteRequired')}</Typography.Text>}
        <Flex justify="end">
          <Button type="primary" loading={add.isPending} onClick={submit}>
            {t('customers.addNote')}
          </Button>
        </Flex>
        {notes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.noNotes')} />
        ) : (
          <List
            size="small"
            dataSource={notes}
            renderItem={(note) => (
              <List.Item key={note.id}>
                <Flex vertical style={{ width: '100%' }}>
                  <Typography.Paragraph style={{ marginBottom: 4, whiteSpace: 'pre-wrap' }}>
                    {note.content}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary">
                    {note.authorName} · {formatTime(note.createTime)}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Card>
  );
}
