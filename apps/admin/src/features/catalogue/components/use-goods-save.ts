import type { AdminGoods } from '@ffe/shared/contracts/admin-goods';
import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaleSave } from '../../../components/use-stale-save';
import { showFieldErrors } from '../../../lib/field-errors';
import { useCreateGoods } from '../api/create-goods';
import { goodsDetailQuery } from '../api/goods-detail';
import { useUpdateGoods } from '../api/update-goods';
import { goodsChanges } from './goods-changes';
import { formFieldOf, type GoodsValues, requestOf, updateRequestOf, valuesOf } from './goods-form-values';

/** The names the goods would sell at ¥0 under, which it did not before (a new goods: any). */
function newlyFree(values: GoodsValues, loaded: AdminGoods | undefined): string[] {
  if (!values.useSpecs || values.addOn) {
    return values.salePrice === 0 && loaded?.salePrice !== 0 ? [values.name] : [];
  }
  const before = new Map((loaded?.specs?.options ?? []).map((o) => [o.id, o.salePrice]));
  return (values.options ?? [])
    .filter((o) => o.salePrice === 0 && (o.id === undefined || before.get(o.id) !== 0))
    .map((o) => `${values.name} · ${o.name}`);
}

/**
 * Saving the goods editor: a new goods is created; an edit is sent with the version and stock it was loaded with
 * (`loaded`). A save that puts a size at ¥0 asks first. A save refused because the goods changed meanwhile shows what
 * changed, then loads theirs or saves this person's changes on top of theirs (`useStaleSave`).
 */
export function useGoodsSave(form: FormInstance<GoodsValues>, goodsId: string | undefined, onSaved: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const create = useCreateGoods();
  const update = useUpdateGoods();
  const [formError, setFormError] = useState<string>();

  const { loaded, load, send, staleDialog } = useStaleSave<AdminGoods, GoodsValues>({
    valuesOf,
    show: (values) => {
      form.resetFields();
      form.setFieldsValue(values);
    },
    save: async (values, from) => {
      setFormError(undefined);
      if (from) {
        await update.mutateAsync(updateRequestOf(values, from));
        void message.success(t('goods.saved'));
      } else {
        const created = await create.mutateAsync(requestOf(values));
        void message.success(t('goods.created', { name: created.name }));
      }
    },
    latest: () => queryClient.fetchQuery({ ...goodsDetailQuery(goodsId ?? ''), staleTime: 0 }),
    changes: (base, theirs, mine) => goodsChanges(base, theirs, mine, t),
    onSaved,
    onRefused: (error) => setFormError(showFieldErrors(form, formFieldOf, error)),
    staleCodes: ['RECORD_CHANGED', 'STOCK_CHANGED'],
  });

  /** The form's whole store: an option's id has no field of its own, so the validated values leave it out. */
  const submit = () => {
    const values = form.getFieldsValue(true) as GoodsValues;
    const free = newlyFree(values, loaded);
    if (free.length === 0) return send(values, loaded);
    modal.confirm({
      title: t('goods.zeroPriceTitle'),
      content: t('goods.zeroPriceConfirm', { names: free.join('、') }),
      okText: t('goods.saveAnyway'),
      cancelText: t('common.cancel'),
      onOk: () => send(values, loaded),
    });
  };

  return { loaded, load, submit, formError, staleDialog, saving: create.isPending || update.isPending };
}
