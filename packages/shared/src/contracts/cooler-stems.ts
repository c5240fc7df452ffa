import { z } from 'zod';
import { coolerStemKinds, coolerStemUnits, COOLER_STEM_LIMITS as L } from '../domain/cooler-stems';
import { englishText } from './english-text';
import { pageOf, paging } from './envelope';
import { recordVersion } from './record-version';

/** The cooler's stems, materials and suppliers, and what suppliers charge a bunch (issue 44, PRODUCT.md#cooler-stems). */

export const coolerStemKind = z.enum(coolerStemKinds);
export const coolerStemUnit = z.enum(coolerStemUnits);
const id = z.string().trim().min(1).max(80);
/** A short detail (variety, grade, colour): empty when not said. */
const detail = z.string().trim().max(L.DETAIL_MAX);

/** A stem as the console shows and edits it; money in cents. */
export const coolerStem = z.object({
  id: z.string(),
  kind: coolerStemKind,
  name: z.string(),
  nameEn: z.string().nullable(),
  variety: z.string(),
  grade: z.string(),
  colour: z.string(),
  unit: coolerStemUnit,
  /** Units in one bunch bought from a supplier. */
  bunchSize: z.number().int(),
  vaseLifeDays: z.number().int(),
  /** Stems of one group can stand in for each other; null: none. */
  substitutionGroup: z.string().nullable(),
  /** Cents a unit: what a substitute must at least be worth. */
  valueCents: z.number().int(),
  archived: z.boolean(),
  /** What a save sends back as `version`. */
  version: z.number().int(),
});
export type CoolerStem = z.infer<typeof coolerStem>;

/** The fields staff type, bounds checked here so a 400 names the field. */
const stemFields = {
  kind: coolerStemKind,
  name: z.string().trim().min(1).max(L.NAME_MAX),
  nameEn: englishText(L.NAME_EN_MAX),
  variety: detail,
  grade: detail,
  colour: detail,
  unit: coolerStemUnit,
  bunchSize: z.number().int().min(1).max(L.BUNCH_SIZE_MAX),
  vaseLifeDays: z.number().int().min(1).max(L.VASE_LIFE_DAYS_MAX),
  substitutionGroup: z
    .string()
    .trim()
    .max(L.SUBSTITUTION_GROUP_MAX)
    .nullable()
    .transform((group) => group || null),
  valueCents: z.number().int().min(0).max(L.VALUE_CENTS_MAX),
};

/** POST /api/admin/cooler/stems/list: stems by kind and name (either language), archived ones only when asked. */
export const listCoolerStems = {
  request: z.object({
    keyword: z.string().trim().max(30).optional(),
    kind: coolerStemKind.optional(),
    /** `active` (the default), `archived`, or `all`. */
    archived: z.enum(['active', 'archived', 'all']).default('active'),
    ...paging,
  }),
  response: pageOf(coolerStem),
  path: '/api/admin/cooler/stems/list' as const,
};
export type ListCoolerStemsRequest = z.input<typeof listCoolerStems.request>;
export type CoolerStemPage = z.infer<typeof listCoolerStems.response>;

/** One stem a recipe's picker offers: every stem not archived, by name. */
export const coolerStemOption = coolerStem.pick({ id: true, kind: true, name: true, nameEn: true, unit: true });
export type CoolerStemOption = z.infer<typeof coolerStemOption>;

/** POST /api/admin/cooler/stems/options: every stem not archived, for pickers (a shop holds tens to hundreds). */
export const coolerStemOptions = {
  request: z.object({}),
  response: z.object({ list: z.array(coolerStemOption) }),
  path: '/api/admin/cooler/stems/options' as const,
};

/** POST /api/admin/cooler/stems/detail: one stem, as it is now (the stale-save dialog reads it). */
export const coolerStemDetail = {
  request: z.object({ id }),
  response: coolerStem,
  path: '/api/admin/cooler/stems/detail' as const,
};

/** POST /api/admin/cooler/stems/create: a new stem; left out: no English name, details empty, no group, value 0. */
export const createCoolerStem = {
  request: z.object({
    ...stemFields,
    nameEn: stemFields.nameEn.default(null),
    variety: detail.default(''),
    grade: detail.default(''),
    colour: detail.default(''),
    substitutionGroup: stemFields.substitutionGroup.default(null),
    valueCents: stemFields.valueCents.default(0),
  }),
  response: coolerStem,
  path: '/api/admin/cooler/stems/create' as const,
};
export type CreateCoolerStemRequest = z.input<typeof createCoolerStem.request>;

/** POST /api/admin/cooler/stems/update { id, version, ...fields to change }: a stale version is refused (RECORD_CHANGED). */
export const updateCoolerStem = {
  request: z.object({
    id,
    version: recordVersion,
    kind: stemFields.kind.optional(),
    name: stemFields.name.optional(),
    nameEn: stemFields.nameEn.optional(),
    variety: detail.optional(),
    grade: detail.optional(),
    colour: detail.optional(),
    unit: stemFields.unit.optional(),
    bunchSize: stemFields.bunchSize.optional(),
    vaseLifeDays: stemFields.vaseLifeDays.optional(),
    substitutionGroup: stemFields.substitutionGroup.optional(),
    valueCents: stemFields.valueCents.optional(),
  }),
  response: coolerStem,
  path: '/api/admin/cooler/stems/update' as const,
};
export type UpdateCoolerStemRequest = z.input<typeof updateCoolerStem.request>;

/** POST /api/admin/cooler/stems/archive: archive (or bring back) a stem; batches and recipes keep referring to it. */
export const archiveCoolerStem = {
  request: z.object({ id, version: recordVersion, archived: z.boolean() }),
  response: coolerStem,
  path: '/api/admin/cooler/stems/archive' as const,
};
export type ArchiveCoolerStemRequest = z.input<typeof archiveCoolerStem.request>;

/** A supplier of stems. */
export const coolerSupplier = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  contact: z.string(),
  archived: z.boolean(),
  version: z.number().int(),
});
export type CoolerSupplier = z.infer<typeof coolerSupplier>;

const supplierFields = {
  name: z.string().trim().min(1).max(L.SUPPLIER_NAME_MAX),
  nameEn: englishText(L.NAME_EN_MAX),
  /** A phone, a person, a market stall: whatever tells the florist how to reach them. */
  contact: z.string().trim().max(L.SUPPLIER_CONTACT_MAX),
};

/** POST /api/admin/cooler/suppliers/list: every supplier, archived ones only when asked. */
export const listCoolerSuppliers = {
  request: z.object({ archived: z.enum(['active', 'archived', 'all']).default('active') }),
  response: z.object({ list: z.array(coolerSupplier) }),
  path: '/api/admin/cooler/suppliers/list' as const,
};
export type ListCoolerSuppliersRequest = z.input<typeof listCoolerSuppliers.request>;

/** POST /api/admin/cooler/suppliers/detail: one supplier as it is now. */
export const coolerSupplierDetail = {
  request: z.object({ id }),
  response: coolerSupplier,
  path: '/api/admin/cooler/suppliers/detail' as const,
};

/** POST /api/admin/cooler/suppliers/create. */
export const createCoolerSupplier = {
  request: z.object({
    ...supplierFields,
    nameEn: supplierFields.nameEn.default(null),
    contact: supplierFields.contact.default(''),
  }),
  response: coolerSupplier,
  path: '/api/admin/cooler/suppliers/create' as const,
};
export type CreateCoolerSupplierRequest = z.input<typeof createCoolerSupplier.request>;

/** POST /api/admin/cooler/suppliers/update { id, version, ...fields }: a stale version is refused (RECORD_CHANGED). */
export const updateCoolerSupplier = {
  request: z.object({
    id,
    version: recordVersion,
    name: supplierFields.name.optional(),
    nameEn: supplierFields.nameEn.optional(),
    contact: supplierFields.contact.optional(),
  }),
  response: coolerSupplier,
  path: '/api/admin/cooler/suppliers/update' as const,
};
export type UpdateCoolerSupplierRequest = z.input<typeof updateCoolerSupplier.request>;

/** POST /api/admin/cooler/suppliers/archive: archive (or bring back) a supplier; its batches and prices stay. */
export const archiveCoolerSupplier = {
  request: z.object({ id, version: recordVersion, archived: z.boolean() }),
  response: coolerSupplier,
  path: '/api/admin/cooler/suppliers/archive' as const,
};
export type ArchiveCoolerSupplierRequest = z.input<typeof archiveCoolerSupplier.request>;

/** A supplier's price of one bunch of a stem (`cooler.costs` only). */
export const coolerStemPrice = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  supplierNameEn: z.string().nullable(),
  supplierArchived: z.boolean(),
  bunchPriceCents: z.number().int(),
});
export type CoolerStemPrice = z.infer<typeof coolerStemPrice>;
const stemPrices = z.object({ list: z.array(coolerStemPrice) });
export type CoolerStemPrices = z.infer<typeof stemPrices>;

/** POST /api/admin/cooler/stems/prices: what each supplier charges a bunch of the stem, by supplier name. */
export const coolerStemPrices = {
  request: z.object({ stemId: id }),
  response: stemPrices,
  path: '/api/admin/cooler/stems/prices' as const,
};

/** POST /api/admin/cooler/stems/prices/set: a supplier's bunch price of a stem (added or replaced); answers them all. */
export const setCoolerStemPrice = {
  request: z.object({
    stemId: id,
    supplierId: id,
    bunchPriceCents: z.number().int().min(1).max(L.BUNCH_PRICE_CENTS_MAX),
  }),
  response: stemPrices,
  path: '/api/admin/cooler/stems/prices/set' as const,
};
export type SetCoolerStemPriceRequest = z.input<typeof setCoolerStemPrice.request>;

/** POST /api/admin/cooler/stems/prices/remove: the supplier no longer sells the stem; answers the prices left. */
export const removeCoolerStemPrice = {
  request: z.object({ stemId: id, supplierId: id }),
  response: stemPrices,
  path: '/api/admin/cooler/stems/prices/remove' as const,
};
export type RemoveCoolerStemPriceRequest = z.input<typeof removeCoolerStemPrice.request>;
