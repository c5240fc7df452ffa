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
import { useOrderBatches } from '../../api/order-batches';
import { useStemOptions } from '../../api/stem-options';
import { useSupplierList } from '../../api/supplier-list';
import { centsOf, stemNameOf } from './batch-words';

interface OrderLine {
  stemId: string;
  supplierId: string;
  quantity: number;
  by: 'bunch' | 'unit';
  expectedOn: Dayjs;
  cost?: number | null;
}

/** Ordering from suppliers (进货单): several lines at once, each a stem, a supplier, how many and when. */
export function OrderDrawer({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const [form] = Form.useForm<{ lines: OrderLine[] }>();
  const [error, setError] = useState<string>();
  const order = useOrderBatches({ handlesErrors: true });
  const stems = useStemOptions();
  const suppliers = useSupplierList('active');
  const blank = (): Partial<OrderLine> => ({ by: 'bunch', expectedOn: dayjs(shopDay(1)) });

  const finish = async ({ lines }: { lines: OrderLine[] }) => {
    setError(undefined);
    try {
      await order.mutateAsync({
        lines: lines.map((line) => {
          const costCents = centsOf(line.cost);
          return {
            stemId: line.stemId,
            supplierId: line.supplierId,
            quantity: line.quantity,
            by: line.by,
            expectedOn: line.expectedOn.format('YYYY-MM-DD'),
            ...(costCents === undefined ? {} : { costCents }),
          };
        }),
      });
      void message.success(t('cooler.batches.orderedDone'));
      onClose();
    } catch (refusal) {
      setError(showFieldErrors(form, (field) => namePathOf(field.replace('costCents', 'cost')), refusal));
    }
  };

  return (
    <FormDrawer<{ lines: OrderLine[] }>
      title={t('cooler.batches.order')}
      size={560}
      form={form}
      initialValues={{ lines: [blank() as OrderLine] }}
      onFinish={(values) => void finish(values)}
      onClose={onClose}
      error={error}
      saving={order.isPending}
    >
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
                <Form.Item
                  name={[field.name, 'stemId']}
                  label={t('cooler.batches.stem')}
                  rules={[{ required: true, message: t('cooler.batches.stemRequired') }]}
                >
                  <Select
                    showSearch
                    optionFilterProp="label"
                    loading={stems.isPending}
                    options={stems.data?.list.map((s) => ({ value: s.id, label: stemNameOf(s, i18n.language) }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'supplierId']}
                  label={t('cooler.batches.supplier')}
                  rules={[{ required: true, message: t('cooler.batches.supplierRequired') }]}
                >
                  <Select
                    loading={suppliers.isPending}
                    options={suppliers.data?.list.map((s) => ({
                      value: s.id,
                      label: i18n.language === 'en' && s.nameEn ? s.nameEn : s.name,
                    }))}
                  />
                </Form.Item>
                <Form.Item label={t('cooler.batches.amount')} required>
                  <Form.Item
                    noStyle
                    name={[field.name, 'quantity']}
                    rules={[{ required: true, message: t('cooler.batches.amountRequired') }]}
                  >
                    <InputNumber min={1} max={L.BUNCHES_MAX} precision={0} />
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
                  name={[field.name, 'expectedOn']}
                  label={t('cooler.batches.expectedOn')}
                  rules={[{ required: true, message: t('cooler.batches.dateRequired') }]}
                >
                  <DatePicker disabledDate={(day) => day.format('YYYY-MM-DD') < shopDay()} />
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
              <Button block onClick={() => add(blank())} className="form-alert">
                {t('cooler.batches.addLine')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </FormDrawer>
  );
}
