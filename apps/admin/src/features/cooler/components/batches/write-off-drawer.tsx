import type { CoolerBatch, CoolerStockStem } from '@ffe/shared/contracts/cooler-batches';
import {
  type ChosenWriteOffReason,
  chosenWriteOffReasons,
  COOLER_BATCH_LIMITS as L,
} from '@ffe/shared/domain/cooler-batches';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../../components/form-drawer';
import { showFieldErrors } from '../../../../lib/field-errors';
import { useWriteOffBatch } from '../../api/write-off-batch';
import { stemNameOf } from './batch-words';

interface WriteOffValues {
  units: number;
  reason: ChosenWriteOffReason;
  note?: string;
}

/** A write-off (损耗) of units of one batch, 1 to what is left, with a reason. */
export function WriteOffDrawer({
  stem,
  batch,
  onClose,
}: {
  stem: CoolerStockStem;
  batch: CoolerBatch;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<WriteOffValues>();
  const [error, setError] = useState<string>();
  const writeOff = useWriteOffBatch({ handlesErrors: true });

  const finish = async (values: WriteOffValues) => {
    setError(undefined);
    try {
      await writeOff.mutateAsync({ batchId: batch.id, ...values, note: values.note ?? '' });
      void message.success(t('cooler.batches.writtenOff'));
      onClose();
    } catch (refusal) {
      setError(showFieldErrors(form, ['units', 'reason', 'note'], refusal));
    }
  };

  return (
    <FormDrawer<WriteOffValues>
      title={t('cooler.batches.writeOffTitle', { name: stemNameOf(stem.stem, i18n.language) })}
      size={420}
      form={form}
      initialValues={{ units: 1, reason: 'wilted' }}
      onFinish={(values) => void finish(values)}
      onClose={onClose}
      error={error}
      saving={writeOff.isPending}
    >
      <Form.Item
        name="units"
        label={`${t('cooler.batches.writeOffUnits')} (1–${batch.leftQuantity})`}
        rules={[{ required: true, message: t('cooler.batches.amountRequired') }]}
      >
        <InputNumber min={1} max={batch.leftQuantity} precision={0} />
      </Form.Item>
      <Form.Item name="reason" label={t('cooler.batches.reason')} rules={[{ required: true }]}>
        <Select options={chosenWriteOffReasons.map((r) => ({ value: r, label: t(`cooler.batches.reasons.${r}`) }))} />
      </Form.Item>
      <Form.Item name="note" label={t('cooler.batches.note')}>
        <Input.TextArea maxLength={L.NOTE_MAX} autoSize={{ minRows: 2 }} />
      </Form.Item>
    </FormDrawer>
  );
}
