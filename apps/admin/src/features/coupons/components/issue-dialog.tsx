import type { CouponIssueResult, CouponTemplateView } from '@ffe/shared/contracts/admin-coupons';
import { MOBILE_PHONE_PATTERN } from '@ffe/shared/domain/phone';
import { Alert, App, Button, Flex, Form, Input, Modal, Radio, Skeleton, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../../lib/field-errors';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { useIssueCouponTemplate } from '../api/issue-coupon-template';
import { useCouponIssuePreview } from '../api/preview-coupon-issue';

interface IssueValues {
  to: 'one' | 'all';
  phone?: string;
}

/** The issue's outcome in one line: how many were given, and why the rest were not. */
function outcome(t: TFunction, result: CouponIssueResult): string {
  if (result.repeated) return t('coupons.issueRepeated');
  const parts = [t('coupons.issueDone', { issued: result.issued })];
  if (result.atLimit > 0) parts.push(t('coupons.issueAtLimit', { count: result.atLimit }));
  if (result.soldOut > 0) parts.push(t('coupons.issueSoldOut', { count: result.soldOut }));
  return parts.join('；');
}

/**
 * Gives the template to one member by phone, or to every member after a confirmation naming how many. One key a
 * dialog: pressing again after a lost answer gives nothing twice.
 */
export function IssueDialog({ template, onClose }: { template: CouponTemplateView; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<IssueValues>();
  const [formError, setFormError] = useState<string>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const to = Form.useWatch<IssueValues['to']>('to', form) ?? 'one';
  const preview = useCouponIssuePreview(template.id, to === 'all');
  const issue = useIssueCouponTemplate();
  const once = useOneAtATime();

  const send = (target: { kind: 'all' } | { kind: 'member'; phone: string }) =>
    issue.mutateAsync({ id: template.id, target, idempotencyKey }).then(
      (result) => {
        void message.success(outcome(t, result));
        onClose();
      },
      (error: Error) =>
        setFormError(showFieldErrors(form, (field) => (field === 'target.phone' ? 'phone' : undefined), error)),
    );

  /** Asks before giving to everyone; settles when the question is answered either way. */
  const confirmAll = () =>
    new Promise<void>((answered) => {
      const count = Math.min(preview.data?.eligible ?? 0, preview.data?.remaining ?? 0);
      modal.confirm({
        title: t('coupons.issueAllConfirm'),
        content: t('coupons.issueAllConfirmHint', { count }),
        okText: t('coupons.issueSubmit'),
        cancelText: t('common.cancel'),
        onOk: () => send({ kind: 'all' }).finally(answered),
        onCancel: () => answered(),
      });
    });

  // A second submit while one is on its way, or while everyone is being asked about, does nothing.
  const onFinish = ({ to: chosen, phone }: IssueValues) =>
    once(() => {
      setFormError(undefined);
      return chosen === 'one' ? send({ kind: 'member', phone: phone ?? '' }) : confirmAll();
    });

  return (
    <Modal
      open
      title={t('coupons.issueTitle', { name: template.name })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<IssueValues> form={form} layout="vertical" onFinish={onFinish} initialValues={{ to: 'one' }}>
        {formError && <Alert type="error" showIcon title={formError} className="form-alert" />}
        <Form.Item name="to" label={t('coupons.issueTo')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'one', label: t('coupons.issueOne') },
              { value: 'all', label: t('coupons.issueAll') },
            ]}
          />
        </Form.Item>
        {to === 'one' ? (
          <Form.Item
            name="phone"
            label={t('coupons.phone')}
            rules={[{ required: true, pattern: MOBILE_PHONE_PATTERN, message: t('coupons.phoneRequired') }]}
          >
            <Input inputMode="tel" autoComplete="off" maxLength={11} autoFocus />
          </Form.Item>
        ) : preview.isError ? (
          <Alert type="error" showIcon title={preview.error.message} className="form-alert" />
        ) : preview.data ? (
          <Typography.Paragraph>{t('coupons.issueAllSummary', preview.data)}</Typography.Paragraph>
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} title={false} />
        )}
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={issue.isPending} disabled={to === 'all' && !preview.data}>
            {t('coupons.issueSubmit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
