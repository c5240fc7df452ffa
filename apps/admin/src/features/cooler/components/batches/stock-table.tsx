import type { CoolerBatch, CoolerStock, CoolerStockStem } from '@ffe/shared/contracts/cooler-batches';
import { App, Button, Empty, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCancelBatch } from '../../api/cancel-batch';
import { DaysLeftTag, stemNameOf, supplierNameOf, yuanOf } from './batch-words';

interface StockTableProps {
  stock: CoolerStock;
  onReceive: (stemId: string, batch?: CoolerBatch) => void;
  onWriteOff: (stem: CoolerStockStem, batch: CoolerBatch) => void;
  onStocktake: (stem: CoolerStockStem) => void;
}

/** The stems in the cooler, each opening onto its batches: received ones oldest first, then those on order. */
export function StockTable({ stock, onReceive, onWriteOff, onStocktake }: StockTableProps) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const cancel = useCancelBatch();
  const unit = (row: CoolerStockStem) => t(`cooler.batches.units.${row.stem.unit}`);

  const confirmCancel = (row: CoolerStockStem, batch: CoolerBatch) =>
    modal.confirm({
      title: t('cooler.batches.cancelConfirm', { name: stemNameOf(row.stem, i18n.language) }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await cancel.mutateAsync({ id: batch.id, version: batch.version });
        void message.success(t('cooler.batches.cancelled'));
      },
    });

  const batchTable = (row: CoolerStockStem) => (
    <Table<CoolerBatch>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={row.batches}
      columns={[
        {
          title: t('cooler.batches.supplier'),
          render: (_, b) => supplierNameOf(b, i18n.language) ?? t('cooler.batches.noSupplier'),
        },
        {
          title: t('cooler.batches.status'),
          render: (_, b) => (
            <Tag color={b.status === 'ordered' ? 'blue' : 'default'}>{t(`cooler.batches.statuses.${b.status}`)}</Tag>
          ),
        },
        {
          title: `${t('cooler.batches.receivedOn')} / ${t('cooler.batches.expectedOn')}`,
          render: (_, b) => b.receivedOn ?? b.expectedOn,
        },
        { title: t('cooler.batches.useBy'), dataIndex: 'useBy' },
        { title: t('cooler.batches.daysLeft'), render: (_, b) => <DaysLeftTag daysLeft={b.daysLeft} /> },
        {
          title: t('cooler.batches.left'),
          render: (_, b) =>
            b.status === 'ordered'
              ? `${t('cooler.batches.ordered')} ${b.quantity} ${unit(row)}`
              : `${t('cooler.batches.leftOf', { left: b.leftQuantity, quantity: b.quantity })} ${unit(row)}`,
        },
        ...(stock.costsShown
          ? [{ title: t('cooler.batches.cost'), render: (_: unknown, b: CoolerBatch) => yuanOf(b.costCents ?? 0) }]
          : []),
        {
          title: t('common.actions'),
          render: (_, b) =>
            b.status === 'ordered' ? (
              <Space>
                <Button size="small" onClick={() => onReceive(row.stem.id, b)}>
                  {t('cooler.batches.arrived')}
                </Button>
                <Button size="small" danger onClick={() => confirmCancel(row, b)}>
                  {t('cooler.batches.cancel')}
                </Button>
              </Space>
            ) : (
              <Button size="small" onClick={() => onWriteOff(row, b)}>
                {t('cooler.batches.writeOff')}
              </Button>
            ),
        },
      ]}
    />
  );

  if (stock.stems.length === 0) return <Empty description={t('cooler.batches.empty')} />;
  return (
    <Table<CoolerStockStem>
      rowKey={(row) => row.stem.id}
      dataSource={stock.stems}
      pagination={false}
      expandable={{ expandedRowRender: batchTable }}
      columns={[
        { title: t('cooler.batches.stem'), render: (_, row) => stemNameOf(row.stem, i18n.language) },
        { title: t('cooler.batches.onHand'), render: (_, row) => `${row.onHand} ${unit(row)}` },
        {
          title: t('cooler.batches.onOrder'),
          render: (_, row) => (row.onOrder > 0 ? `${row.onOrder} ${unit(row)}` : '—'),
        },
        {
          title: t('cooler.batches.earliestUseBy'),
          render: (_, row) => {
            const first = row.batches.find((b) => b.status === 'received');
            return first ? (
              <Space>
                {first.useBy}
                <DaysLeftTag daysLeft={first.daysLeft} />
              </Space>
            ) : (
              '—'
            );
          },
        },
        {
          title: t('common.actions'),
          render: (_, row) => (
            <Space>
              <Button size="small" onClick={() => onReceive(row.stem.id)}>
                {t('cooler.batches.receive')}
              </Button>
              <Button size="small" disabled={row.onHand === 0} onClick={() => onStocktake(row)}>
                {t('cooler.batches.stocktake')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
