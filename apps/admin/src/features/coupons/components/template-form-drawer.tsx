import type { CouponTemplateView } from '@ffe/shared/contracts/admin-coupons';
import { ENGLISH_TEXT_LIMITS as EN } from '@ffe/shared/contracts/english-text';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Flex, Form, Input, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleSaveDialog } from '../../../components/stale-save-dialog';
import { useStaleSave } from '../../../components/use-stale-save';
import { showFieldErrors } from '../../../lib/field-errors';
import { couponTemplateQuery } from '../api/coupon-template-detail';
import { useCreateCouponTemplate } from '../api/create-coupon-template';
import { useUpdateCouponTemplate } from '../api/update-coupon-template';
import { ScopeField } from './scope-field';
import { templateChanges } from './template-changes';
import {
  formFieldOf,
  inputOfValues,
  NEW_TEMPLATE,
  type TemplateFormValues,
  valuesOfTemplate,
} from './template-form-values';
import { TermsFields } from './terms-fields';
import { ValidityFields } from './validity-fields';

/**
 * Creates a template or edits one. Once coupons were claimed the terms are shown but locked (held coupons keep them);
 * a server error naming a field shows under it, any other above the form. An edit is saved from the template as the
 * list showed it; one refused as stale shows what changed (`useStaleSave`).
 */
export function TemplateFormDrawer({
  template,
  onClose,
}: {
  template: CouponTemplateView | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TemplateFormValues>();
  const [formError, setFormError] = useState<string>();
  const create = useCreateCouponTemplate();
  const update = useUpdateCouponTemplate();
  const { loaded, send, staleDialog } = useStaleSave<CouponTemplateView, TemplateFormValues>({
    initial: template,
    valuesOf: valuesOfTemplate,
    show: (values) => {
      form.resetFields();
      form.setFieldsValue(values);
    },
    save: async (values, from) => {
      setFormError(undefined);
      const input = inputOfValues(values);
      if (from) {
        await update.mutateAsync({ id: from.id, version: from.version, ...input });
        void message.success(t('coupons.saved'));
      } else {
        const created = await create.mutateAsync(input);
        void message.success(t('coupons.created', { name: created.name }));
      }
    },
    latest: () => queryClient.fetchQuery({ ...couponTemplateQuery(template?.id ?? ''), staleTime: 0 }),
    changes: (base, theirs, mine, records) => templateChanges(base, theirs, mine, records, t),
    onSaved: onClose,
    onRefused: (error, values) =>
      setFormError(showFieldErrors(form, (field) => formFieldOf(field, values.validity), error)),
  });

  const claimed = loaded?.claimedCount ?? 0;
  const locked = claimed > 0;
  const known = new Map(
    loaded && loaded.scopeIds.length === loaded.scopeNames.length
      ? loaded.scopeIds.map((id, i) => [id, loaded.scopeNames[i] ?? id] as const)
      : [],
  );

  return (
    <Drawer open title={t(template ? 'coupons.edit' : 'coupons.create')} size={480} onClose={onClose} destroyOnHidden>
      <Form<TemplateFormValues>
        form={form}
        layout="vertical"
        // The whole store: a field the kind or validity hides keeps its value, as the record read has it.
        onFinish={() => {
          const values = form.getFieldsValue(true) as TemplateFormValues;
          send({ ...values, nameEn: values.nameEn || null });
        }}
        initialValues={template ? valuesOfTemplate(template) : NEW_TEMPLATE}
      >
        {staleDialog && <StaleSaveDialog {...staleDialog} />}
        {formError && <Alert type="error" showIcon title={formError} className="form-alert" />}
        {locked && (
          <Alert type="info" showIcon title={t('coupons.termsLocked', { count: claimed })} className="form-alert" />
        )}
        <Form.Item
          name="name"
          label={t('coupons.name')}
          rules={[
            { required: true, whitespace: true, message: t('coupons.nameRequired') },
            { max: 30, message: t('coupons.nameRequired') },
          ]}
        >
          <Input autoComplete="off" autoFocus placeholder={t('coupons.namePlaceholder')} maxLength={30} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('english.name')} extra={t('english.hint')}>
          <Input autoComplete="off" maxLength={EN.COUPON_NAME_MAX} />
        </Form.Item>
        <TermsFields locked={locked} />
        <ScopeField locked={locked} known={known} />
        <ValidityFields />
        <Flex gap={12}>
          <Form.Item
            name="totalQuantity"
            label={t('coupons.totalQuantity')}
            style={{ flex: 1 }}
            rules={[{ required: true, type: 'number', min: Math.max(1, claimed), message: t('coupons.totalRequired') }]}
          >
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="perMemberLimit"
            label={t('coupons.perMemberLimit')}
            style={{ flex: 1 }}
            rules={[{ required: true, type: 'number', min: 1, max: 100, message: t('coupons.perMemberRequired') }]}
          >
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="audience" label={t('coupons.audience')}>
          <Radio.Group
            options={(['public', 'hidden', 'new_member'] as const).map((value) => ({
              value,
              label: t(`coupons.audiences.${value}`),
            }))}
          />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
            {t(template ? 'common.save' : 'coupons.create')}
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
