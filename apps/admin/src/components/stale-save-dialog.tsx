import { Button, Flex, Modal, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** One field another person's save changed: its label, its value then and now, and this person's when they changed it too. */
export interface RecordChange {
  label: string;
  before: string;
  after: string;
  mine?: string;
}

/**
 * Shown when a save is refused because someone saved the record meanwhile (RECORD_CHANGED, STOCK_CHANGED): what they
 * changed, and the person's choice to load theirs or to save their own changes on top, knowingly.
 */
export function StaleSaveDialog({
  changes,
  onReload,
  onKeepMine,
  onClose,
}: {
  /** undefined while the record as it is now is being read. */
  changes: RecordChange[] | undefined;
  onReload: () => void;
  onKeepMine: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { Text } = Typography;
  const empty = (value: string) => value || <Text type="secondary">{t('staleSave.changed')}</Text>;
  return (
    <Modal
      open
      title={t('staleSave.title')}
      // Wide enough for a row's name (a slot's hours, a date) and each value on a line or two, never broken inside.
      width={800}
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose}>{t('staleSave.keepEditing')}</Button>
          <Button danger disabled={!changes} onClick={onReload}>
            {t('staleSave.reload')}
          </Button>
          <Button type="primary" disabled={!changes} onClick={onKeepMine}>
            {t('staleSave.keepMine')}
          </Button>
        </Flex>
      }
    >
      {changes === undefined ? (
        <Spin tip={t('staleSave.loading')}>
          <div style={{ minHeight: 64 }} />
        </Spin>
      ) : (
        <Flex vertical gap={12}>
          <Text>{t('staleSave.hint')}</Text>
          <Table<RecordChange & { key: number }>
            size="small"
            pagination={false}
            dataSource={changes.map((c, key) => ({ ...c, key }))}
            columns={[
              { title: t('staleSave.field'), dataIndex: 'label', className: 'nowrap' },
              { title: t('staleSave.before'), dataIndex: 'before', render: empty },
              { title: t('staleSave.after'), dataIndex: 'after', render: empty },
              {
                title: t('staleSave.mine'),
                dataIndex: 'mine',
                render: (mine?: string) => (mine === undefined ? '' : <Text strong>{empty(mine)}</Text>),
              },
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
}
