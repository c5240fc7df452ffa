import type { CoolerStockStem } from '@ffe/shared/contracts/cooler-batches';
import {
  type ChosenWriteOffReason,
  chosenWriteOffReasons,
  COOLER_BATCH_LIMITS as L,
} from '@ffe/shared/domain/cooler-batches';
import { App, Form, InputNumber, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../../components/form-drawer';
import { showFieldErrors } from '../../../../lib/field-errors';
import { useStocktakeStem } from '../../api/stocktake-stem';
import { DaysLeftTag, stemNameOf } from './batch-words';

interface StocktakeValues {
  by: 'batch' | 'total';
  counted: Record<string, number>;
  total: number;
  reason: ChosenWriteOffReason;
}

/** A stocktake (盘点) of one stem: counted batch by batch, or in total; each batch as the florist was shown it. */
export function StocktakeDrawer({ stem, onClose }: { stem: CoolerStockStem; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<StocktakeValues>();
  const [error, setError] = useState<string>();
  const stocktake = useStocktakeStem({ handlesErrors: true });
  const received = stem.batches.filter((b) => b.status === 'received');
  const by = Form.useWatch('by', form) ?? 'batch';
  const counted = Form.useWatch('counted', form);
  const unit = t(`cooler.batches.units.${stem.stem.unit}`);

  const finish = async (values: StocktakeValues) => {
    setError(undefined);
    const shown = received.map((b) => ({ batchId: b.id, version: b.version, leftQuantity: b.leftQuantity }));
    try {
      await stocktake.mutateAsync(
        values.by === 'batch'
          ? {
              stemId: stem.stem.id,
              by: 'batch',
              reason: values.reason,
              batches: shown.map((b) => ({ ...b, counted: values.counted[b.batchId] ?? b.leftQuantity })),
            }
          : { stemId: stem.stem.id, by: 'total', reason: values.reason, counted: values.total, batches: shown },
      );
      void message.success(t('cooler.batches.stocktakeDone'));
      onClose();
    } catch (refusal) {
      setError(showFieldErrors(form, (field) => (field === 'counted' ? 'total' : undefined), refusal));
    }
  };

  return (
    <FormDrawer<StocktakeValues>
      title={t('cooler.batches.stocktakeTitle', { name: stemNameOf(stem.stem, i18n.language) })}
      size={520}
      form={form}
      initialValues={{
        by: 'batch',
        counted: Object.fromEntries(received.map((b) => [b.id, b.leftQuantity])),
        total: stem.onHand,
        reason: 'stocktake',
      }}
      onFinish={(values) => void finish(values)}
      onClose={onClose}
      error={error}
      saving={stocktake.isPending}
    >
      {received.length === 0 && <Typography.Text>{t('cooler.batches.nothingToCount')}</Typography.Text>}
      <Form.Item name="by" label={t('cooler.batches.countBy')}>
        <Radio.Group
          options={[
            { value: 'batch', label: t('cooler.batches.countByBatch') },
            { value: 'total', label: t('cooler.batches.countByTotal') },
          ]}
        />
      </Form.Item>
      {by === 'batch' ? (
        received.map((b) => {
          const difference = (counted?.[b.id] ?? b.leftQuantity) - b.leftQuantity;
          return (
            <Form.Item
              key={b.id}
              name={['counted', b.id]}
              label={
                <span>
                  {b.useBy} <DaysLeftTag daysLeft={b.daysLeft} />{' '}
                  {t('cooler.batches.leftOf', { left: b.leftQuantity, quantity: b.quantity })} {unit}
                </span>
              }
              extra={difference !== 0 ? t('cooler.batches.difference', { count: difference }) : undefined}
            >
              <InputNumber
                min={0}
                max={b.quantity}
                precision={0}
                aria-label={`${t('cooler.batches.counted')} ${b.useBy}`}
              />
            </Form.Item>
          );
        })
      ) : (
        <Form.Item name="total" label={t('cooler.batches.counted')} extra={t('cooler.batches.countTotalHint')}>
          <InputNumber min={0} max={L.UNITS_MAX} precision={0} />
        </Form.Item>
      )}
      <Form.Item name="reason" label={t('cooler.batches.differenceReason')}>
        <Select options={chosenWriteOffReasons.map((r) => ({ value: r, label: t(`cooler.batches.reasons.${r}`) }))} />
      </Form.Item>
    </FormDrawer>
  );
}
