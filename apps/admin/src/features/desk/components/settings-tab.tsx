import type { DeskSettings } from '@ffe/shared/contracts/admin-desk';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Skeleton, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useDeskSettings } from '../api/get-settings';
import { useUpdateDeskSettings } from '../api/update-settings';

const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The hints name the variable itself, not a value for it. */
const HOURS = { hours: '{{hours}}' };

/** Service hours, the greeting and away reply (each also in English), whether customers see agents' names, and a new agent's cap. */
export function SettingsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DeskSettings>();
  const settings = useDeskSettings();
  const update = useUpdateDeskSettings();
  if (settings.isPending) return <Skeleton active />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  const clockRule = { required: true, pattern: CLOCK, message: t('desk.settings.timeRule') };
  return (
    <Form<DeskSettings>
      form={form}
      layout="vertical"
      className="narrow-form"
      initialValues={settings.data}
      onFinish={(values) => update.mutate(values, { onSuccess: () => void message.success(t('desk.settings.saved')) })}
    >
      {update.error && <Alert type="error" showIcon title={update.error.message} className="form-alert" />}
      <Form.Item name="days" label={t('desk.settings.days')}>
        <Checkbox.Group options={DAYS.map((day) => ({ value: day, label: t(`desk.settings.week.d${day}`) }))} />
      </Form.Item>
      <Space size={16}>
        <Form.Item name="opens" label={t('desk.settings.opens')} rules={[clockRule]}>
          <Input placeholder="09:00" maxLength={5} />
        </Form.Item>
        <Form.Item name="closes" label={t('desk.settings.closes')} rules={[clockRule]}>
          <Input placeholder="21:00" maxLength={5} />
        </Form.Item>
      </Space>
      <Form.Item name="greeting" label={t('desk.settings.greeting')} extra={t('desk.settings.greetingHint', HOURS)}>
        <Input.TextArea rows={3} maxLength={300} showCount />
      </Form.Item>
      <Form.Item name="greeting_en" label={t('desk.settings.greetingEn')} extra={t('desk.settings.greetingEnHint')}>
        <Input.TextArea rows={3} maxLength={300} showCount />
      </Form.Item>
      <Form.Item
        name="away_reply"
        label={t('desk.settings.awayReply')}
        extra={t('desk.settings.awayHint', { variable: '{{next_open}}', ...HOURS })}
      >
        <Input.TextArea rows={3} maxLength={300} showCount />
      </Form.Item>
      <Form.Item name="away_reply_en" label={t('desk.settings.awayReplyEn')} extra={t('desk.settings.awayEnHint')}>
        <Input.TextArea rows={3} maxLength={300} showCount />
      </Form.Item>
      <Form.Item name="show_agent_name" label={t('desk.settings.showAgentName')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="default_cap" label={t('desk.settings.defaultCap')} rules={[{ required: true }]}>
        <InputNumber min={0} max={50} precision={0} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
