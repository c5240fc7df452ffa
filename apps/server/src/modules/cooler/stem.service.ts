import crypto from 'node:crypto';
import type {
  ArchiveCoolerStemRequest,
  ArchiveCoolerSupplierRequest,
  CoolerStem,
  CoolerStemPage,
  CoolerStemPrices,
  CoolerSupplier,
  CreateCoolerStemRequest,
  CreateCoolerSupplierRequest,
  ListCoolerStemsRequest,
  SetCoolerStemPriceRequest,
  UpdateCoolerStemRequest,
  UpdateCoolerSupplierRequest,
} from '@ffe/shared/contracts/cooler-stems';
import type { Db } from '../../db/connect';
import type { AuditActor } from '../../platform/authenticate';
import { notFound, staleRecord } from '../../platform/errors';
import type { AuditRepository } from '../platform';
import { toCoolerStem, toCoolerStemPrice, toCoolerSupplier } from './stem.mapper';
import type { StemRepository, StemRow, SupplierRow } from './stem.repository';

export interface StemServiceDeps {
  repo: StemRepository;
  audit: AuditRepository;
  now?: () => number;
}

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
type StemChanges = Partial<Omit<Parsed<UpdateCoolerStemRequest>, 'id' | 'version'>>;
type SupplierChanges = Partial<Omit<Parsed<UpdateCoolerSupplierRequest>, 'id' | 'version'>>;

/** The contract's names of a stem's fields, to its columns'. */
function stemColumns(input: StemChanges): Partial<StemRow> {
  const columns: Partial<StemRow> = {};
  if (input.kind !== undefined) columns.kind = input.kind;
  if (input.name !== undefined) columns.name = input.name;
  if (input.nameEn !== undefined) columns.name_en = input.nameEn;
  if (input.variety !== undefined) columns.variety = input.variety;
  if (input.grade !== undefined) columns.grade = input.grade;
  if (input.colour !== undefined) columns.colour = input.colour;
  if (input.unit !== undefined) columns.unit = input.unit;
  if (input.bunchSize !== undefined) columns.bunch_size = input.bunchSize;
  if (input.vaseLifeDays !== undefined) columns.vase_life_days = input.vaseLifeDays;
  if (input.substitutionGroup !== undefined) columns.substitution_group = input.substitutionGroup;
  if (input.valueCents !== undefined) columns.value = input.valueCents;
  return columns;
}

function supplierColumns(input: SupplierChanges): Partial<SupplierRow> {
  const columns: Partial<SupplierRow> = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.nameEn !== undefined) columns.name_en = input.nameEn;
  if (input.contact !== undefined) columns.contact = input.contact;
  return columns;
}

/** Only the fields a save changed, before and after, for the audit log. */
function changed<T extends object>(before: T, after: T) {
  const keys = (Object.keys(after) as (keyof T)[]).filter(
    (k) => k !== 'version' && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/**
 * The cooler's catalogue (issue 44, PRODUCT.md#cooler-stems): stems and materials, their suppliers and what each
 * supplier charges a bunch. Stems and suppliers are archived, never deleted: batches and recipes refer to them.
 */
export function stemService(deps: StemServiceDeps) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => Date.now());

  async function stemOf(id: string, trx?: Db): Promise<StemRow> {
    const row = await repo.find(id, trx);
    if (!row) throw notFound('stem');
    return row;
  }

  async function supplierOf(id: string, trx?: Db): Promise<SupplierRow> {
    const row = await repo.findSupplier(id, trx);
    if (!row) throw notFound('supplier');
    return row;
  }

  const record = (
    trx: Db,
    actor: AuditActor,
    action: Parameters<AuditRepository['record']>[1]['action'],
    type: 'stem' | 'supplier',
    id: string,
    before?: unknown,
    after?: unknown,
  ) =>
    audit.record(trx, {
      actor,
      area: 'cooler',
      action,
      record: { type, id },
      ...(before === undefined ? {} : { before }),
      ...(after === undefined ? {} : { after }),
    });

  /** Saves `changes` made from `version` of a stem; stale (RECORD_CHANGED) when someone saved it since. */
  async function saveStem(id: string, version: number, changes: Partial<StemRow>, trx: Db) {
    const before = await stemOf(id, trx);
    if (version !== before.version) throw staleRecord('stem', version, before.version);
    if (!(await repo.updateAt(id, version, { ...changes, updated_at: now() }, trx))) {
      throw staleRecord('stem', version, (await repo.find(id, trx))?.version ?? version);
    }
    return { before: toCoolerStem(before), after: toCoolerStem(await stemOf(id, trx)) };
  }

  async function saveSupplier(id: string, version: number, changes: Partial<SupplierRow>, trx: Db) {
    const before = await supplierOf(id, trx);
    if (version !== before.version) throw staleRecord('supplier', version, before.version);
    if (!(await repo.updateSupplierAt(id, version, { ...changes, updated_at: now() }, trx))) {
      throw staleRecord('supplier', version, (await repo.findSupplier(id, trx))?.version ?? version);
    }
    return { before: toCoolerSupplier(before), after: toCoolerSupplier(await supplierOf(id, trx)) };
  }

  const pricesOf = async (stemId: string, trx: Db): Promise<CoolerStemPrices> => ({
    list: (await repo.prices(stemId, trx)).map(toCoolerStemPrice),
  });

  return {
    async list(input: ListCoolerStemsRequest & Parsed<Pick<ListCoolerStemsRequest, 'archived' | 'page' | 'pageSize'>>) {
      const { rows, total } = await repo.page(
        { keyword: input.keyword, kind: input.kind, archived: input.archived },
        input.page,
        input.pageSize,
      );
      return { list: rows.map(toCoolerStem), total } satisfies CoolerStemPage;
    },

    async options() {
      return {
        list: (await repo.active()).map((r) => ({
          id: r.id,
          kind: r.kind,
          name: r.name,
          nameEn: r.name_en,
          unit: r.unit,
        })),
      };
    },

    detail: async (id: string) => toCoolerStem(await stemOf(id)),

    async create(actor: AuditActor, input: Parsed<CreateCoolerStemRequest>): Promise<CoolerStem> {
      return repo.transaction(async (trx) => {
        const at = now();
        const row: StemRow = {
          id: `stem-${crypto.randomUUID()}`,
          kind: input.kind,
          name: input.name,
          name_en: input.nameEn,
          variety: input.variety,
          grade: input.grade,
          colour: input.colour,
          unit: input.unit,
          bunch_size: input.bunchSize,
          vase_life_days: input.vaseLifeDays,
          substitution_group: input.substitutionGroup,
          value: input.valueCents,
          archived_at: null,
          version: 1,
          created_at: at,
          updated_at: at,
        };
        await repo.insert(row, trx);
        const created = toCoolerStem(row);
        await record(trx, actor, 'stem.create', 'stem', row.id, undefined, created);
        return created;
      });
    },

    /** Refused (RECORD_CHANGED) when another save raised the stem's version since the editor read it. */
    async update(actor: AuditActor, input: UpdateCoolerStemRequest): Promise<CoolerStem> {
      const { id, version, ...fields } = input;
      return repo.transaction(async (trx) => {
        const { before, after } = await saveStem(id, version, stemColumns(fields as StemChanges), trx);
        const diff = changed(before, after);
        await record(trx, actor, 'stem.update', 'stem', id, diff.before, diff.after);
        return after;
      });
    },

    async archive(actor: AuditActor, input: ArchiveCoolerStemRequest): Promise<CoolerStem> {
      return repo.transaction(async (trx) => {
        const current = await stemOf(input.id, trx);
        // Archiving an archived stem keeps the day it was first archived.
        const archivedAt = input.archived ? (current.archived_at ?? now()) : null;
        const { before, after } = await saveStem(input.id, input.version, { archived_at: archivedAt }, trx);
        const action = input.archived ? 'stem.archive' : 'stem.unarchive';
        await record(trx, actor, action, 'stem', input.id, { archived: before.archived }, { archived: after.archived });
        return after;
      });
    },

    suppliers: async (archived: 'active' | 'archived' | 'all') => ({
      list: (await repo.suppliers(archived)).map(toCoolerSupplier),
    }),

    supplier: async (id: string) => toCoolerSupplier(await supplierOf(id)),

    async createSupplier(actor: AuditActor, input: Parsed<CreateCoolerSupplierRequest>): Promise<CoolerSupplier> {
      return repo.transaction(async (trx) => {
        const at = now();
        const row: SupplierRow = {
          id: `supplier-${crypto.randomUUID()}`,
          name: input.name,
          name_en: input.nameEn,
          contact: input.contact,
          archived_at: null,
          version: 1,
          created_at: at,
          updated_at: at,
        };
        await repo.insertSupplier(row, trx);
        const created = toCoolerSupplier(row);
        await record(trx, actor, 'supplier.create', 'supplier', row.id, undefined, created);
        return created;
      });
    },

    async updateSupplier(actor: AuditActor, input: UpdateCoolerSupplierRequest): Promise<CoolerSupplier> {
      const { id, version, ...fields } = input;
      return repo.transaction(async (trx) => {
        const { before, after } = await saveSupplier(id, version, supplierColumns(fields as SupplierChanges), trx);
        const diff = changed(before, after);
        await record(trx, actor, 'supplier.update', 'supplier', id, diff.before, diff.after);
        return after;
      });
    },

    async archiveSupplier(actor: AuditActor, input: ArchiveCoolerSupplierRequest): Promise<CoolerSupplier> {
      return repo.transaction(async (trx) => {
        const current = await supplierOf(input.id, trx);
        const archivedAt = input.archived ? (current.archived_at ?? now()) : null;
        const { before, after } = await saveSupplier(input.id, input.version, { archived_at: archivedAt }, trx);
        const action = input.archived ? 'supplier.archive' : 'supplier.unarchive';
        await record(
          trx,
          actor,
          action,
          'supplier',
          input.id,
          { archived: before.archived },
          { archived: after.archived },
        );
        return after;
      });
    },

    async prices(stemId: string): Promise<CoolerStemPrices> {
      return repo.transaction(async (trx) => {
        await stemOf(stemId, trx);
        return pricesOf(stemId, trx);
      });
    },

    /** An archived supplier takes no new price; its old ones stay until removed. */
    async setPrice(actor: AuditActor, input: SetCoolerStemPriceRequest): Promise<CoolerStemPrices> {
      return repo.transaction(async (trx) => {
        await stemOf(input.stemId, trx);
        const supplier = await supplierOf(input.supplierId, trx);
        const before = await repo.findPrice(input.stemId, input.supplierId, trx);
        if (supplier.archived_at !== null && !before) throw notFound('supplier');
        await repo.setPrice(input.stemId, input.supplierId, input.bunchPriceCents, trx);
        await record(
          trx,
          actor,
          'stem-price.set',
          'stem',
          input.stemId,
          { supplierId: input.supplierId, bunchPriceCents: before?.bunch_price ?? null },
          { supplierId: input.supplierId, bunchPriceCents: input.bunchPriceCents },
        );
        return pricesOf(input.stemId, trx);
      });
    },

    async removePrice(actor: AuditActor, stemId: string, supplierId: string): Promise<CoolerStemPrices> {
      return repo.transaction(async (trx) => {
        await stemOf(stemId, trx);
        const before = await repo.findPrice(stemId, supplierId, trx);
        if (!before) throw notFound('price');
        await repo.removePrice(stemId, supplierId, trx);
        await record(trx, actor, 'stem-price.remove', 'stem', stemId, {
          supplierId,
          bunchPriceCents: before.bunch_price,
        });
        return pricesOf(stemId, trx);
      });
    },
  };
}

export type StemService = ReturnType<typeof stemService>;
