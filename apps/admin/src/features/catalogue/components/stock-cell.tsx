import type { AdminGoodsRow } from '@ffe/shared/contracts/admin-goods';
import { App, Button, Flex, InputNumber, Popover, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useGoodsDetail } from '../api/goods-detail';
import { useSetGoodsStock } from '../api/set-goods-stock';

/** A stock number saved on Enter or leaving the field, when it changed, as a change from the number shown. */
function StockInput({
  value,
  label,
  onSave,
}: {
  value: number;
  label: string;
  onSave(stock: number, stockWas: number): void;
}) {
  const commit = (raw: string) => {
    const stock = Number(raw);
    if (raw.trim() !== '' && Number.isInteger(stock) && stock >= 0 && stock !== value) onSave(stock, value);
  };
  return (
    <InputNumber
      key={value}
      aria-label={label}
      size="small"
      min={0}
      precision={0}
      defaultValue={value}
      style={{ width: 96 }}
      onBlur={(e) => commit(e.target.value)}
      onPressEnter={(e) => commit((e.target as HTMLInputElement).value)}
    />
  );
}

/** Each option's stock of a goods with specifications, read when the popover opens. */
function OptionStocks({
  goodsId,
  save,
}: {
  goodsId: string;
  save(skuId: string, stock: number, stockWas: number): void;
}) {
  const { t } = useTranslation();
  const detail = useGoodsDetail(goodsId);
  if (!detail.data) return <Spin size="small" />;
  return (
    <Flex vertical gap={6}>
      {detail.data.specs?.options.map((o) => (
        <Flex key={o.id} gap={8} align="center" justify="space-between">
          <Typography.Text>{o.name}</Typography.Text>
          <StockInput
            value={o.stock}
            label={t('goods.optionStock', { name: o.name })}
            onSave={(s, was) => save(o.id, s, was)}
          />
        </Flex>
      ))}
    </Flex>
  );
}

/** The list's inline stock: a number field, or per option in a popover when the goods has specifications. */
export function StockCell({ goods }: { goods: AdminGoodsRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setStock = useSetGoodsStock();
  const save = (stock: number, stockWas: number, skuId?: string) =>
    setStock.mutate(
      { id: goods.id, stock, stockWas, ...(skuId ? { skuId } : {}) },
      {
        onSuccess: () => void message.success(t('goods.stockSaved')),
        // A sale or a colleague moved it: the list shows the count now, to be changed from knowingly.
        onError: (error) =>
          void message.error(
            error instanceof ApiError && error.errCode === 'STOCK_CHANGED'
              ? t('goods.stockMovedInline')
              : error.message,
          ),
      },
    );
  if (!goods.hasSpecs) {
    return <StockInput value={goods.stock} label={t('goods.stock')} onSave={(stock, was) => save(stock, was)} />;
  }
  return (
    <Popover
      trigger="click"
      title={t('goods.stock')}
      content={<OptionStocks goodsId={goods.id} save={(skuId, stock, was) => save(stock, was, skuId)} />}
      destroyOnHidden
    >
      <Button size="small">{goods.stock}</Button>
    </Popover>
  );
}
