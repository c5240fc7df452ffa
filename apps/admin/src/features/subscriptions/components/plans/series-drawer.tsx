import type { AdminSeries } from '@ffe/shared/contracts/admin-subscriptions';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../../components/form-drawer';
import { StaleSaveDialog } from '../../../../components/stale-save-dialog';
import { useStaleSave } from '../../../../components/use-stale-save';
import { showFieldErrors } from '../../../../lib/field-errors';
import { useCreateSeries } from '../../api/create-series';
import { seriesListQuery } from '../../api/list-series';
import { useUpdateSeries } from '../../api/update-series';
import { GoodsFields } from '../goods-fields';
import { PictureField } from '../picture-field';
import { type SeriesValues, seriesChanges, seriesValuesOf } from './plan-changes';
import { useOffSaleConfirm } from './use-off-sale-confirm';

const FIELDS = ['name', 'nameEn', 'description', 'descriptionEn', 'cover', 'goodsId', 'skuId', 'sort', 'active'];
const SORT_MAX = 9999;

/** Adds or edits a series: names in both languages, description, cover, the default bouquet, order, on sale. */
export function SeriesDrawer({ series, onClose }: { series: AdminSeries | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SeriesValues>();
  const [formError, setFormError] = useState<string>();
  const create = useCreateSeries();
  const update = useUpdateSeries();
  const confirmOffSale = useOffSaleConfirm();

  const { send, staleDialog } = useStaleSave<AdminSeries, SeriesValues>({
    initial: series,
    valuesOf: seriesValuesOf,
    show: (values) => {
      form.resetFields();
      form.setFieldsValue(values);
    },
    save: async (values, from) => {
      setFormError(undefined);
      const body = {
        ...values,
        nameEn: values.nameEn || null,
        descriptionEn: values.descriptionEn || null,
        description: values.description ?? '',
        skuId: values.skuId ?? null,
      };
      if (from) await update.mutateAsync({ id: from.id, version: from.version, ...body });
      else await create.mutateAsync(body);
      void message.success(t('subscriptions.plans.saved'));
    },
    latest: async () => {
      const now = await queryClient.fetchQuery({ ...seriesListQuery(), staleTime: 0 });
      const found = now.list.find((s) => s.id === series?.id);
      if (!found) throw new Error(t('staleSave.gone'));
      return found;
    },
    changes: (base, theirs, mine) => seriesChanges(base, theirs, mine, t),
    onSaved: onClose,
    onRefused: (error) => setFormError(showFieldErrors(form, FIELDS, error)),
  });

  return (
    <FormDrawer<SeriesValues>
      title={t(series ? 'subscriptions.plans.editSeries' : 'subscriptions.plans.createSeries')}
      size={480}
      form={form}
      initialValues={
        series
          ? seriesValuesOf(series)
          : {
              name: '',
              nameEn: null,
              description: '',
              descriptionEn: null,
              cover: '',
              skuId: null,
              sort: 0,
              active: true,
            }
      }
      onFinish={(values) => confirmOffSale(series?.active, values.active, () => send(values))}
      onClose={onClose}
      error={formError}
      saving={create.isPending || update.isPending}
      saveOnly
    >
      {staleDialog && <StaleSaveDialog {...staleDialog} />}
      <Form.Item
        name="name"
        label={t('subscriptions.plans.name')}
        rules={[{ required: true, whitespace: true, message: t('subscriptions.plans.nameRequired') }]}
      >
        <Input maxLength={30} showCount />
      </Form.Item>
      <Form.Item name="nameEn" label={t('english.name')} extra={t('english.hint')}>
        <Input maxLength={30} showCount />
      </Form.Item>
      <Form.Item name="description" label={t('subscriptions.plans.description')}>
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item name="descriptionEn" label={t('english.description')}>
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item
        name="cover"
        label={t('subscriptions.plans.cover')}
        rules={[{ required: true, message: t('subscriptions.plans.coverRequired') }]}
      >
        <PictureField />
      </Form.Item>
      <GoodsFields goodsName={series?.goodsName} />
      <Form.Item
        name="sort"
        label={t('subscriptions.plans.sort')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: 0,
            max: SORT_MAX,
            message: t('subscriptions.plans.between', { min: 0, max: SORT_MAX }),
          },
        ]}
      >
        <InputNumber min={0} max={SORT_MAX} precision={0} />
      </Form.Item>
      <Form.Item name="active" label={t('subscriptions.plans.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
