import type { CoolerSupplier } from '@ffe/shared/contracts/cooler-stems';
import { COOLER_STEM_LIMITS as L } from '@ffe/shared/domain/cooler-stems';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../../components/form-drawer';
import { StaleSaveDialog } from '../../../../components/stale-save-dialog';
import { useStaleSave } from '../../../../components/use-stale-save';
import { showFieldErrors } from '../../../../lib/field-errors';
import { useCreateSupplier } from '../../api/create-supplier';
import { supplierDetail } from '../../api/supplier-detail';
import { useUpdateSupplier } from '../../api/update-supplier';
import { type SupplierValues, supplierChanges, supplierValuesOf } from './stem-changes';

const FIELDS = ['name', 'nameEn', 'contact'];

/** Adds or edits a supplier; a stale save shows what changed. */
export function SupplierFormDrawer({
  supplier,
  onClose,
}: {
  supplier: CoolerSupplier | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SupplierValues>();
  const [formError, setFormError] = useState<string>();
  const create = useCreateSupplier();
  const update = useUpdateSupplier();

  const { send, staleDialog } = useStaleSave<CoolerSupplier, SupplierValues>({
    initial: supplier,
    valuesOf: supplierValuesOf,
    show: (values) => {
      form.resetFields();
      form.setFieldsValue(values);
    },
    save: async (values, from) => {
      setFormError(undefined);
      const body = { name: values.name, nameEn: values.nameEn || null, contact: values.contact ?? '' };
      if (from) await update.mutateAsync({ id: from.id, version: from.version, ...body });
      else await create.mutateAsync(body);
      void message.success(t('cooler.stems.saved'));
    },
    latest: () => supplierDetail(supplier?.id ?? ''),
    changes: (base, theirs, mine) => supplierChanges(base, theirs, mine, t),
    onSaved: onClose,
    onRefused: (error) => setFormError(showFieldErrors(form, FIELDS, error)),
  });

  return (
    <FormDrawer<SupplierValues>
      title={t(supplier ? 'cooler.stems.editSupplier' : 'cooler.stems.createSupplier')}
      size={420}
      form={form}
      initialValues={supplier ? supplierValuesOf(supplier) : { name: '', nameEn: null, contact: '' }}
      onFinish={(values) => send(values)}
      onClose={onClose}
      error={formError}
      saving={create.isPending || update.isPending}
      saveOnly
    >
      {staleDialog && <StaleSaveDialog {...staleDialog} />}
      <Form.Item
        name="name"
        label={t('cooler.stems.supplierName')}
        rules={[{ required: true, whitespace: true, message: t('cooler.stems.supplierNameRequired') }]}
      >
        <Input maxLength={L.SUPPLIER_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="nameEn" label={t('cooler.stems.nameEn')}>
        <Input maxLength={L.NAME_EN_MAX} />
      </Form.Item>
      <Form.Item name="contact" label={t('cooler.stems.contact')}>
        <Input.TextArea maxLength={L.SUPPLIER_CONTACT_MAX} autoSize={{ minRows: 2 }} showCount />
      </Form.Item>
    </FormDrawer>
  );
}
