import type { CoolerBatch, CoolerBatchStem, CoolerMove, CoolerStockStem } from '@ffe/shared/contracts/cooler-batches';
import { daysFrom, type WriteOffReason } from '@ffe/shared/domain/cooler-batches';
import type { CoolerMoveTable } from '../../db/schema';
import type { BatchRow, BatchStemRow } from './batch.repository';

/** A batch as the console shows it; its cost only to those who may see costs. */
export const toCoolerBatch = (row: BatchRow, today: string, costsShown: boolean): CoolerBatch => ({
  id: row.id,
  stemId: row.stem_id,
  supplierId: row.supplier_id,
  supplierName: row.supplier_name,
  supplierNameEn: row.supplier_name_en,
  status: row.status,
  orderedQuantity: row.ordered_quantity === null ? null : Number(row.ordered_quantity),
  expectedOn: row.expected_on,
  quantity: Number(row.quantity),
  leftQuantity: Number(row.left_quantity),
  receivedOn: row.received_on,
  useBy: row.use_by,
  daysLeft: daysFrom(today, row.use_by),
  costCents: costsShown ? Number(row.cost) : null,
  version: Number(row.version),
});

export const toBatchStem = (row: BatchStemRow): CoolerBatchStem => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  nameEn: row.name_en,
  unit: row.unit,
  bunchSize: Number(row.bunch_size),
  vaseLifeDays: Number(row.vase_life_days),
});

/** A stem's line in the cooler: its received batches count on hand, its ordered ones on order. */
export function toStockStem(
  stem: BatchStemRow,
  rows: readonly BatchRow[],
  today: string,
  costsShown: boolean,
): CoolerStockStem {
  const received = rows.filter((b) => b.status === 'received');
  const ordered = rows
    .filter((b) => b.status === 'ordered')
    .sort((a, b) => (a.expected_on ?? '').localeCompare(b.expected_on ?? '') || a.id.localeCompare(b.id));
  return {
    stem: toBatchStem(stem),
    onHand: received.reduce((sum, b) => sum + Number(b.left_quantity), 0),
    onOrder: ordered.reduce((sum, b) => sum + Number(b.quantity), 0),
    batches: [...received, ...ordered].map((b) => toCoolerBatch(b, today, costsShown)),
  };
}

export const toCoolerMove = (row: CoolerMoveTable, costsShown: boolean): CoolerMove => ({
  id: row.id,
  batchId: row.batch_id,
  kind: row.kind,
  quantity: row.quantity,
  reason: row.reason as WriteOffReason | null,
  costCents: costsShown ? row.cost : null,
});
