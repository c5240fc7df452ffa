import type { ShortOrder, Substitution, SubstitutionSettings } from '@ffe/shared/contracts/cooler-substitutions';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  InputNumber,
  Popconfirm,
  Select,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { isRecordChanged } from '../../../../components/use-stale-save';
import { formatTime } from '../../../../lib/format';
import { useSendSubstitution } from '../../api/send-substitution';
import { useShortOrders } from '../../api/short-orders';
import { useSubstitutionList } from '../../api/substitution-list';
import { useSubstitutionSettings } from '../../api/substitution-settings';
import { useUpdateSubstitutionSettings } from '../../api/update-substitution-settings';

/** A stem's name in the console's language. */
function useStemName() {
  const { i18n } = useTranslation();
  return (stem: { name: string; nameEn: string | null }) =>
    i18n.language === 'en' ? (stem.nameEn ?? stem.name) : stem.name;
}

const statusColour: Record<Substitution['status'], string> = {
  proposed: 'processing',
  approved: 'success',
  moved: 'blue',
  declined: 'default',
  expired: 'warning',
  withdrawn: 'default',
};

/** The policy at the deadline and the hours to answer, saved from the version read. */
function SettingsForm({ settings }: { settings: SubstitutionSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Pick<SubstitutionSettings, 'policy' | 'answerHours'>>();
  const update = useUpdateSubstitutionSettings();
  const [note, setNote] = useState<{ type: 'success' | 'warning' | 'error'; text: string }>();

  const save = (values: Pick<SubstitutionSettings, 'policy' | 'answerHours'>) => {
    setNote(undefined);
    update.mutate(
      { ...values, version: settings.version },
      {
        onSuccess: () => setNote({ type: 'success', text: t('cooler.substitutions.saved') }),
        onError: (error) =>
          setNote(
            isRecordChanged(error)
              ? { type: 'warning', text: t('cooler.substitutions.stale') }
              : { type: 'error', text: error.message },
          ),
      },
    );
  };

  return (
    <Card title={t('cooler.substitutions.settingsTitle')} size="small">
      <Form
        form={form}
        layout="inline"
        // A new version (saved here or elsewhere) shows its values.
        key={settings.version}
        initialValues={{ policy: settings.policy, answerHours: settings.answerHours }}
        onFinish={save}
      >
        <Form.Item name="policy" label={t('cooler.substitutions.policy')} rules={[{ required: true }]}>
          <Select
            style={{ width: 200 }}
            options={(['substitute', 'next_day', 'refund'] as const).map((p) => ({
              value: p,
              label: t(`cooler.substitutions.policies.${p}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="answerHours"
          label={t('cooler.substitutions.answerHours')}
          rules={[{ required: true, type: 'integer', min: 1, max: 72 }]}
        >
          <InputNumber min={1} max={72} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('cooler.substitutions.save')}
        </Button>
      </Form>
      {note && <Alert style={{ marginTop: 12 }} type={note.type} title={note.text} showIcon />}
    </Card>
  );
}

/** One short order's proposal: a candidate chosen for each missing stem, sent after a confirmation. */
function ProposalEditor({ order, hours }: { order: ShortOrder; hours: number }) {
  const { t } = useTranslation();
  const name = useStemName();
  const send = useSendSubstitution();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  if (order.open) {
    return <Tag color="processing">{t('cooler.substitutions.waiting', { time: formatTime(order.open.deadline) })}</Tag>;
  }
  const lines = order.missing.map((m) => ({
    stemId: m.stem.id,
    substituteId: chosen[m.stem.id] ?? m.candidates[0]?.id,
  }));
  const ready = lines.every((l) => l.substituteId !== undefined);
  return (
    <Flex vertical gap={8}>
      {order.missing.map((m) =>
        m.candidates.length === 0 ? (
          <Typography.Text key={m.stem.id} type="warning">
            {name(m.stem)}: {t('cooler.substitutions.noCandidate')}
          </Typography.Text>
        ) : (
          <Select
            key={m.stem.id}
            aria-label={`${t('cooler.substitutions.proposal')} ${name(m.stem)}`}
            style={{ minWidth: 200 }}
            value={chosen[m.stem.id] ?? m.candidates[0]?.id}
            onChange={(value: string) => setChosen({ ...chosen, [m.stem.id]: value })}
            options={m.candidates.map((c) => ({ value: c.id, label: `${name(c)} ×${m.missing}` }))}
          />
        ),
      )}
      <Popconfirm
        title={t('cooler.substitutions.sendConfirm', { hours })}
        disabled={!ready}
        onConfirm={() =>
          send.mutate({
            orderId: order.orderId,
            lines: lines.map((l) => ({ stemId: l.stemId, substituteId: l.substituteId ?? '' })),
          })
        }
      >
        <Button type="primary" size="small" disabled={!ready} loading={send.isPending}>
          {t('cooler.substitutions.send')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

function ShortOrders({ hours }: { hours: number }) {
  const { t } = useTranslation();
  const name = useStemName();
  const short = useShortOrders();
  if (short.isPending) return <Spin />;
  if (short.isError) return <LoadError error={short.error} onRetry={() => void short.refetch()} />;
  return (
    <Table<ShortOrder>
      rowKey="orderId"
      size="small"
      pagination={false}
      dataSource={short.data.list}
      locale={{ emptyText: <Empty description={t('cooler.substitutions.noShort')} /> }}
      columns={[
        { title: t('cooler.substitutions.order'), dataIndex: 'orderNo' },
        {
          title: t('cooler.substitutions.delivery'),
          render: (_, o) => `${o.deliveryDate} ${o.deliverySlot}`,
        },
        { title: t('cooler.substitutions.recipient'), dataIndex: 'recipientName' },
        {
          title: t('cooler.substitutions.missing'),
          render: (_, o) => (
            <Flex vertical>
              {o.missing.map((m) => (
                <span key={m.stem.id}>
                  {t('cooler.substitutions.missingLine', { name: name(m.stem), missing: m.missing, held: m.held })}
                </span>
              ))}
            </Flex>
          ),
        },
        { title: t('cooler.substitutions.proposal'), render: (_, o) => <ProposalEditor order={o} hours={hours} /> },
      ]}
    />
  );
}

function SentProposals() {
  const { t } = useTranslation();
  const name = useStemName();
  const list = useSubstitutionList();
  if (list.isPending) return <Spin />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Table<Substitution>
      rowKey="id"
      size="small"
      dataSource={list.data.list}
      locale={{ emptyText: <Empty description={t('cooler.substitutions.noSent')} /> }}
      columns={[
        { title: t('cooler.substitutions.order'), dataIndex: 'orderNo' },
        { title: t('cooler.substitutions.delivery'), dataIndex: 'deliveryDate' },
        {
          title: t('cooler.substitutions.lines'),
          render: (_, s) => (
            <Flex vertical>
              {s.lines.map((l) => (
                <span key={l.stem.id}>
                  {t('cooler.substitutions.line', { from: name(l.stem), to: name(l.substitute), units: l.units })}
                </span>
              ))}
            </Flex>
          ),
        },
        {
          title: t('cooler.substitutions.status'),
          render: (_, s) => <Tag color={statusColour[s.status]}>{t(`cooler.substitutions.statuses.${s.status}`)}</Tag>,
        },
        { title: t('cooler.substitutions.deadline'), render: (_, s) => formatTime(s.deadline) },
        {
          title: t('cooler.substitutions.outcome'),
          render: (_, s) =>
            s.outcome && s.outcome in OUTCOMES ? t(`cooler.substitutions.outcomes.${s.outcome as Outcome}`) : '',
        },
      ]}
    />
  );
}

const OUTCOMES = { customer: 1, policy: 1, refunded: 1, 'order-moved-on': 1 } as const;
type Outcome = keyof typeof OUTCOMES;

/**
 * The cooler's substitutions (issue 44): paid orders the cooler fell short of with a proposal to edit and send, the
 * proposals sent with their status and deadline, and what the shop does when a customer does not answer.
 */
export default function SubstitutionsTab() {
  const { t } = useTranslation();
  const settings = useSubstitutionSettings();
  const answerHours = settings.data?.answerHours ?? 12;
  return (
    <Flex vertical gap={16}>
      {settings.isPending ? (
        <Spin />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
      <Typography.Title level={5}>{t('cooler.substitutions.shortTitle')}</Typography.Title>
      <Typography.Text type="secondary">{t('cooler.substitutions.shortHint')}</Typography.Text>
      <ShortOrders hours={answerHours} />
      <Typography.Title level={5}>{t('cooler.substitutions.sentTitle')}</Typography.Title>
      <SentProposals />
    </Flex>
  );
}
