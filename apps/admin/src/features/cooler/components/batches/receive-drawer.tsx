import type { CoolerBatch, CoolerStock } from '@ffe/shared/contracts/cooler-batches';
import { COOLER_BATCH_LIMITS as L } from '@ffe/shared/domain/cooler-batches';
import { App, Button, Card, DatePicker, Form, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../../components/form-drawer';
import { namePathOf, showFieldErrors } from '../../../../lib/field-errors';
import { shopDay } from '../../../../lib/format';
import { useCan } from '../../../../lib/permissions';
import { useReceiveBatches } from '../../api/receive-batches';
import { useStemOptions } from '../../api/stem-options';
import { useSupplierList } from '../../api/supplier-list';
import { centsOf, stemNameOf, supplierNameOf } from './batch-words';

/** A line of what came: against an order (`batchId`), or '' for stems that came without one. */
interface ReceiveLine {
  batchId: string;
  supplierId?: string | null;
  quantity: number;
  by: 'bunch' | 'unit';
  receivedOn: Dayjs;
  cost?: number | null;
}

interface ReceiveValues {
  stemId: string;
  lines: ReceiveLine[];
}

/** Receiving (进货) several batches of one stem at once: ordered ones with what actually came, or stems without an order. */
export function ReceiveDrawer({
  stemId,
  batch,
  stock,
  onClose,
}: {
  stemId: string | undefined;
  batch: CoolerBatch | undefined;
  stock: CoolerStock | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const [form] = Form.useForm<ReceiveValues>();
  const [error, setError] = useState<string>();
  const receive = useReceiveBatches({ handlesErrors: true });
  const stems = useStemOptions();
  const suppliers = useSupplierList('active');
  const chosenStem = Form.useWatch('stemId', form) ?? stemId;
  const lines = Form.useWatch('lines', form);
  const line = (over: Partial<ReceiveLine> = {}): ReceiveLine =>
    ({ batchId: '', supplierId: null, by: 'bunch', receivedOn: dayjs(shopDay()), ...over }) as ReceiveLine;
  const onOrder =
    stock?.stems.find((s) => s.stem.id === chosenStem)?.batches.filter((b) => b.status === 'ordered') ?? [];
  const unit = (id: string | undefined) => {
    const found = stock?.stems.find((s) => s.stem.id === id);
    return found ? t(`cooler.batches.units.${found.stem.unit}`) : '';
  };

  const finish = async (values: ReceiveValues) => {
    setError(undefined);
    try {
      await receive.mutateAsync({
        stemId: values.stemId,
        lines: values.lines.map((l) => {
          const ordered = onOrder.find((b) => b.id === l.batchId);
          const costCents = centsOf(l.cost);
          return {
            ...(ordered ? { batchId: ordered.id, version: ordered.version } : { supplierId: l.supplierId ?? null }),
            quantity: l.quantity,
            by: l.by,
            receivedOn: l.receivedOn.format('YYYY-MM-DD'),
            ...(costCents === undefined ? {} : { costCents }),
          };
        }),
      });
      void message.success(t('cooler.batches.receivedDone'));
      onClose();
    } catch (refusal) {
      setError(showFieldErrors(form, (field) => namePathOf(field.replace('costCents', 'cost')), refusal));
    }
  };

  return (
    <FormDrawer<ReceiveValues>
      title={t('cooler.batches.receiveTitle')}
      size={560}
      form={form}
      initialValues={{
        ...(stemId ? { stemId } : {}),
        lines: [batch ? line({ batchId: batch.id, quantity: batch.quantity, by: 'unit' }) : line()],
      }}
      onFinish={(values) => void finish(values)}
      onClose={onClose}
      error={error}
      saving={receive.isPending}
    >
      <Form.Item
        name="stemId"
        label={t('cooler.batches.stem')}
        rules={[{ required: true, message: t('cooler.batches.stemRequired') }]}
      >
        <Select
          showSearch
          disabled={stemId !== undefined}
          optionFilterProp="label"
          loading={stems.isPending}
          options={stems.data?.list.map((s) => ({ value: s.id, label: stemNameOf(s, i18n.language) }))}
        />
      </Form.Item>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Card
                key={field.key}
                size="small"
                className="form-alert"
                extra={
                  fields.length > 1 && (
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      {t('cooler.batches.removeLine')}
                    </Button>
                  )
                }
              >
                <Form.Item name={[field.name, 'batchId']} label={t('cooler.batches.fromOrder')}>
                  <Select
                    options={[
                      { value: '', label: t('cooler.batches.withoutOrder') },
                      ...onOrder.map((b) => ({
                        value: b.id,
                        label: t('cooler.batches.orderOption', {
                          supplier: supplierNameOf(b, i18n.language) ?? t('cooler.batches.noSupplier'),
                          expectedOn: b.expectedOn,
                          count: b.quantity,
                          unit: unit(chosenStem),
                        }),
                      })),
                    ]}
                  />
                </Form.Item>
                {!lines?.[field.name]?.batchId && (
                  <Form.Item name={[field.name, 'supplierId']} label={t('cooler.batches.supplier')}>
                    <Select
                      allowClear
                      loading={suppliers.isPending}
                      options={suppliers.data?.list.map((s) => ({
                        value: s.id,
                        label: i18n.language === 'en' && s.nameEn ? s.nameEn : s.name,
                      }))}
                    />
                  </Form.Item>
                )}
                <Form.Item label={t('cooler.batches.amount')} required>
                  <Form.Item
                    noStyle
                    name={[field.name, 'quantity']}
                    rules={[{ required: true, message: t('cooler.batches.amountRequired') }]}
                  >
                    <InputNumber min={1} max={L.BUNCHES_MAX} precision={0} aria-label={t('cooler.batches.amount')} />
                  </Form.Item>{' '}
                  <Form.Item noStyle name={[field.name, 'by']}>
                    <Radio.Group
                      options={[
                        { value: 'bunch', label: t('cooler.batches.by.bunch') },
                        { value: 'unit', label: t('cooler.batches.by.unit') },
                      ]}
                    />
                  </Form.Item>
                </Form.Item>
                <Form.Item
                  name={[field.name, 'receivedOn']}
                  label={t('cooler.batches.receivedOn')}
                  rules={[{ required: true, message: t('cooler.batches.dateRequired') }]}
                >
                  <DatePicker disabledDate={(day) => day.format('YYYY-MM-DD') > shopDay()} />
                </Form.Item>
                {can('cooler.costs') && (
                  <Form.Item
                    name={[field.name, 'cost']}
                    label={t('cooler.batches.costYuan')}
                    extra={t('cooler.batches.costHint')}
                  >
                    <InputNumber min={0} max={L.COST_CENTS_MAX / 100} precision={2} />
                  </Form.Item>
                )}
              </Card>
            ))}
            {fields.length < L.LINES_MAX && (
              <Button block onClick={() => add(line())} className="form-alert">
                {t('cooler.batches.addLine')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </FormDrawer>
  );
}
