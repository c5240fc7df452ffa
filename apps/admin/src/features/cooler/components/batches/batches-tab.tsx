import type { CoolerBatch, CoolerStockStem } from '@ffe/shared/contracts/cooler-batches';
import { Button, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { useBatchList } from '../../api/batch-list';
import { ExpiringPanel } from './expiring-panel';
import { OrderDrawer } from './order-drawer';
import { ReceiveDrawer } from './receive-drawer';
import { StockTable } from './stock-table';
import { StocktakeDrawer } from './stocktake-drawer';
import { WriteOffDrawer } from './write-off-drawer';

/** Which drawer is open, and on what. */
type Open =
  | { kind: 'order' }
  | { kind: 'receive'; stemId?: string; batch?: CoolerBatch }
  | { kind: 'writeOff'; stem: CoolerStockStem; batch: CoolerBatch }
  | { kind: 'stocktake'; stem: CoolerStockStem }
  | undefined;

/** The cooler's batches (issue 44): what expires soon, the stems on hand and on order, and their batches. */
export default function BatchesTab() {
  const { t } = useTranslation();
  const stock = useBatchList();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);

  return (
    <Flex vertical gap={16}>
      <ExpiringPanel />
      <Flex gap={8}>
        <Button type="primary" onClick={() => setOpen({ kind: 'receive' })}>
          {t('cooler.batches.receive')}
        </Button>
        <Button onClick={() => setOpen({ kind: 'order' })}>{t('cooler.batches.order')}</Button>
      </Flex>
      {stock.isPending ? (
        <Spin />
      ) : stock.isError ? (
        <LoadError error={stock.error} onRetry={() => void stock.refetch()} />
      ) : (
        <StockTable
          stock={stock.data}
          onReceive={(stemId, batch) => setOpen({ kind: 'receive', stemId, ...(batch ? { batch } : {}) })}
          onWriteOff={(stem, batch) => setOpen({ kind: 'writeOff', stem, batch })}
          onStocktake={(stem) => setOpen({ kind: 'stocktake', stem })}
        />
      )}
      {open?.kind === 'order' && <OrderDrawer onClose={close} />}
      {open?.kind === 'receive' && (
        <ReceiveDrawer stemId={open.stemId} batch={open.batch} stock={stock.data} onClose={close} />
      )}
      {open?.kind === 'writeOff' && <WriteOffDrawer stem={open.stem} batch={open.batch} onClose={close} />}
      {open?.kind === 'stocktake' && <StocktakeDrawer stem={open.stem} onClose={close} />}
    </Flex>
  );
}
