import { QUICK_REPLY_VARIABLES, type QuickReply } from '@ffe/shared/contracts/admin-desk';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { useSaveQuickReply } from '../api/save-quick-reply';

interface ReplyValues {
  shortcut: string;
  content: string;
}

/** Adds or edits a quick reply of the scope shown; the content may hold the conversation's variables. */
export function QuickReplyFormDrawer({
  reply,
  scope,
  onClose,
}: {
  reply: QuickReply | undefined;
  scope: QuickReply['scope'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReplyValues>();
  const save = useSaveQuickReply();
  const finish = (values: ReplyValues) =>
    save.mutate(
      { ...(reply ? { id: reply.id } : {}), scope: reply?.scope ?? scope, ...values },
      {
        onSuccess: () => {
          void message.success(t('desk.replies.saved'));
          onClose();
        },
      },
    );
  return (
    <FormDrawer<ReplyValues>
      title={t(reply ? 'desk.replies.edit' : 'desk.replies.add')}
      size={480}
      form={form}
      initialValues={reply ? { shortcut: reply.shortcut, content: reply.content } : {}}
      onFinish={finish}
      onClose={onClose}
      error={save.error?.message}
      saving={save.isPending}
    >
      <Form.Item
        name="shortcut"
        label={t('desk.replies.shortcut')}
        rules={[{ required: true, pattern: /^[^\s/]{1,20}$/, message: t('desk.replies.shortcutRule') }]}
      >
        <Input prefix="/" maxLength={20} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('desk.replies.content')}
        extra={t('desk.replies.variables', { list: QUICK_REPLY_VARIABLES.join(' ') })}
        rules={[{ required: true, whitespace: true, message: t('desk.replies.contentRequired') }]}
      >
        <Input.TextArea rows={5} maxLength={500} showCount />
      </Form.Item>
    </FormDrawer>
  );
}
