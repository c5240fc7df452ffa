import type { CoolerStem, CoolerStemPrice, CoolerSupplier } from '@ffe/shared/contracts/cooler-stems';
import type { StemPriceRow, StemRow, SupplierRow } from './stem.repository';

/** A stem row as the console reads it. */
export const toCoolerStem = (row: StemRow): CoolerStem => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  nameEn: row.name_en,
  variety: row.variety,
  grade: row.grade,
  colour: row.colour,
  unit: row.unit,
  bunchSize: row.bunch_size,
  vaseLifeDays: row.vase_life_days,
  substitutionGroup: row.substitution_group,
  valueCents: row.value,
  archived: row.archived_at !== null,
  version: row.version,
});

export const toCoolerSupplier = (row: SupplierRow): CoolerSupplier => ({
  id: row.id,
  name: row.name,
  nameEn: row.name_en,
  contact: row.contact,
  archived: row.archived_at !== null,
  version: row.version,
});

export const toCoolerStemPrice = (row: StemPriceRow): CoolerStemPrice => ({
  supplierId: row.supplier_id,
  supplierName: row.name,
  supplierNameEn: row.name_en,
  supplierArchived: row.archived_at !== null,
  bunchPriceCents: row.bunch_price,
});
