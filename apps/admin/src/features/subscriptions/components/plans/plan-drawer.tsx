import { GOODS_EDITOR_LIMITS as L } from '@ffe/shared/constants';
import type { AdminPlan, AdminSeries } from '@ffe/shared/contracts/admin-subscriptions';
import {
  SUBSCRIPTION_MAX_DELIVERIES as MAX_DELIVERIES,
  SUBSCRIPTION_MAX_LEAD_DAYS as MAX_LEAD,
} from '@ffe/shared/domain/subscription-schedule';
import { useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Form, Input, InputNumber, Radio, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../../components/form-drawer';
import { StaleSaveDialog } from '../../../../components/stale-save-dialog';
import { useStaleSave } from '../../../../components/use-stale-save';
import { showFieldErrors } from '../../../../lib/field-errors';
import { useCreatePlan } from '../../api/create-plan';
import { seriesListQuery } from '../../api/list-series';
import { useUpdatePlan } from '../../api/update-plan';
import { weekdayKey } from '../../utils/weekday-key';
import { WEEKDAYS } from '../list/list-filters';
import { type PlanValues, planChanges, planValuesOf } from './plan-changes';
import { useOffSaleConfirm } from './use-off-sale-confirm';

const FIELDS = ['deliveries', 'everyWeeks', 'weekdays', 'price', 'leadDays', 'cutoff', 'giftable', 'active', 'sort'];
const PRICE_MAX = L.PRICE_MAX_YUAN * MAX_DELIVERIES;
const SORT_MAX = 9999;

/** Adds or edits a plan of a series: deliveries, interval, weekdays, price, lead days, cut-off, giftable, on sale. */
export function PlanDrawer({
  series,
  plan,
  onClose,
}: {
  series: AdminSeries;
  plan: AdminPlan | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PlanValues>();
  const [formError, setFormError] = useState<string>();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const confirmOffSale = useOffSaleConfirm();
  const price = Form.useWatch('price', form);
  const deliveries = Form.useWatch('deliveries', form);
  const between = (min: number, max: number) => [
    { required: true, type: 'integer' as const, min, max, message: t('subscriptions.plans.between', { min, max }) },
  ];

  const { send, staleDialog } = useStaleSave<AdminPlan, PlanValues>({
    initial: plan,
    valuesOf: planValuesOf,
    show: (values) => {
      form.resetFields();
      form.setFieldsValue(values);
    },
    save: async (values, from) => {
      setFormError(undefined);
      const body = { ...values, seriesId: series.id, weekdays: [...values.weekdays].sort() };
      if (from) await update.mutateAsync({ id: from.id, version: from.version, ...body });
      else await create.mutateAsync(body);
      void message.success(t('subscriptions.plans.saved'));
    },
    latest: async () => {
      const now = await queryClient.fetchQuery({ ...seriesListQuery(), staleTime: 0 });
      const found = now.list.flatMap((s) => s.plans).find((p) => p.id === plan?.id);
      if (!found) throw new Error(t('staleSave.gone'));
      return found;
    },
    changes: (base, theirs, mine) => planChanges(base, theirs, mine, t),
    onSaved: onClose,
    onRefused: (error) => setFormError(showFieldErrors(form, FIELDS, error)),
  });

  return (
    <FormDrawer<PlanValues>
      title={`${t(plan ? 'subscriptions.plans.editPlan' : 'subscriptions.plans.createPlan')} · ${series.name}`}
      size={480}
      form={form}
      initialValues={
        plan
          ? planValuesOf(plan)
          : {
              deliveries: 4,
              everyWeeks: 1,
              weekdays: [5],
              leadDays: 2,
              cutoff: '16:00',
              giftable: true,
              active: true,
              sort: 0,
            }
      }
      onFinish={(values) => confirmOffSale(plan?.active, values.active, () => send(values))}
      onClose={onClose}
      error={formError}
      saving={create.isPending || update.isPending}
      saveOnly
    >
      {staleDialog && <StaleSaveDialog {...staleDialog} />}
      <Form.Item name="deliveries" label={t('subscriptions.plans.deliveries')} rules={between(1, MAX_DELIVERIES)}>
        <InputNumber min={1} max={MAX_DELIVERIES} precision={0} />
      </Form.Item>
      <Form.Item name="everyWeeks" label={t('subscriptions.plans.every')} rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: 1, label: t('subscriptions.plans.everyWeeks.w1') },
            { value: 2, label: t('subscriptions.plans.everyWeeks.w2') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="weekdays"
        label={t('subscriptions.plans.weekdays')}
        rules={[{ required: true, type: 'array', min: 1, message: t('subscriptions.plans.weekdaysRequired') }]}
      >
        <Checkbox.Group options={WEEKDAYS.map((day) => ({ value: Number(day), label: t(weekdayKey(Number(day))) }))} />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('subscriptions.plans.price')}
        rules={[
          {
            required: true,
            type: 'number',
            min: 0.01,
            max: PRICE_MAX,
            message: t('subscriptions.plans.priceBetween', { min: 0.01, max: PRICE_MAX }),
          },
        ]}
        extra={
          price && deliveries ? (
            <Typography.Text type="secondary">
              {t('subscriptions.plans.perDelivery', {
                price: (Math.floor((price * 100) / deliveries) / 100).toFixed(2),
              })}
            </Typography.Text>
          ) : undefined
        }
      >
        <InputNumber min={0.01} max={PRICE_MAX} precision={2} step={1} />
      </Form.Item>
      <Form.Item name="leadDays" label={t('subscriptions.plans.leadDays')} rules={between(1, MAX_LEAD)}>
        <InputNumber min={1} max={MAX_LEAD} precision={0} />
      </Form.Item>
      <Form.Item
        name="cutoff"
        label={t('subscriptions.plans.cutoff')}
        rules={[
          { required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('subscriptions.plans.cutoffFormat') },
        ]}
      >
        <Input maxLength={5} style={{ width: 100 }} placeholder="16:00" />
      </Form.Item>
      <Form.Item name="sort" label={t('subscriptions.plans.sort')} rules={between(0, SORT_MAX)}>
        <InputNumber min={0} max={SORT_MAX} precision={0} />
      </Form.Item>
      <Form.Item name="giftable" label={t('subscriptions.plans.giftable')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="active" label={t('subscriptions.plans.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
