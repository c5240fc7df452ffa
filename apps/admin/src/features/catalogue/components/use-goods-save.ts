import type { AdminGoods } from '@ffe/shared/contracts/admin-goods';
import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordChange } from '../../../components/stale-save-dialog';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors } from '../../../lib/field-errors';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { mergeEdits } from '../../../lib/three-way-merge';
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

const isStale = (error: unknown) =>
  error instanceof ApiError && (error.errCode === 'RECORD_CHANGED' || error.errCode === 'STOCK_CHANGED');

/**
 * Saving the goods editor: a new goods is created; an edit is sent with the version and stock it was loaded with
 * (`loaded`). A save that puts a size at ¥0 asks first. A save refused because the goods changed meanwhile shows what
 * changed, then loads theirs or saves this person's changes on top of theirs.
 */
export function useGoodsSave(form: FormInstance<GoodsValues>, goodsId: string | undefined, onSaved: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const create = useCreateGoods();
  const update = useUpdateGoods();
  const once = useOneAtATime();
  const [loaded, setLoaded] = useState<AdminGoods>();
  const [formError, setFormError] = useState<string>();
  const [stale, setStale] = useState<{ theirs?: AdminGoods; mine: GoodsValues }>();

  /** The goods as read: what the form shows and what a save is made from. */
  const load = (goods: AdminGoods, values: GoodsValues = valuesOf(goods)) => {
    setLoaded(goods);
    form.resetFields();
    form.setFieldsValue(values);
  };

  const showRefusal = (error: unknown, values: GoodsValues) => {
    if (!isStale(error) || !goodsId) return setFormError(showFieldErrors(form, formFieldOf, error));
    setStale({ mine: values });
    queryClient
      .fetchQuery({ ...goodsDetailQuery(goodsId), staleTime: 0 })
      .then((theirs) => setStale({ theirs, mine: values }))
      .catch((failure: unknown) => {
        setStale(undefined);
        setFormError(failure instanceof Error ? failure.message : String(failure));
      });
  };

  const send = (values: GoodsValues, from: AdminGoods | undefined) =>
    once(async () => {
      setFormError(undefined);
      try {
        if (from) await update.mutateAsync(updateRequestOf(values, from));
        else {
          const created = await create.mutateAsync(requestOf(values));
          void message.success(t('goods.created', { name: created.name }));
          return onSaved();
        }
        void message.success(t('goods.saved'));
        onSaved();
      } catch (error) {
        showRefusal(error, values);
      }
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

  const theirs = stale?.theirs;
  const changes: RecordChange[] | undefined =
    theirs && loaded && stale ? goodsChanges(valuesOf(loaded), valuesOf(theirs), stale.mine, t) : undefined;
  const staleDialog = stale && {
    changes,
    onClose: () => setStale(undefined),
    onReload: () => {
      if (theirs) load(theirs);
      setStale(undefined);
    },
    onKeepMine: () => {
      if (!theirs || !loaded) return;
      const merged = mergeEdits(valuesOf(loaded), valuesOf(theirs), stale.mine);
      load(theirs, merged);
      setStale(undefined);
      send(merged, theirs);
    },
  };

  return { loaded, load, submit, formError, staleDialog, saving: create.isPending || update.isPending };
}
