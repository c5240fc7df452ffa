import { DELIVERY_HORIZON_DAYS, DELIVERY_LEAD_MINUTES, DELIVERY_SLOTS } from '@ffe/shared/constants';
import {
  type DeliverySettingsState,
  deliverySettings,
  type updateDeliverySettings,
} from '@ffe/shared/contracts/delivery-settings';
import { type DeliveryRules, shopDate } from '@ffe/shared/domain/delivery-rules';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { AuditActor } from '../../platform/authenticate';
import { conflict, staleRecord } from '../../platform/errors';
import { refusal } from '../../platform/field-problems';
import { KeptCopy } from '../../platform/kept-copy';
import type { AuditRepository } from '../platform';
import { changeSummary, rulesOf, toRules, toSettings, toSettingsState } from './delivery-settings.mapper';
import type { DeliverySettingsRepository, DeliverySettingsRow } from './delivery-settings.repository';

type UpdateInput = z.output<typeof updateDeliverySettings.request>;

export interface DeliverySettingsDeps {
  repo: DeliverySettingsRepository;
  audit: AuditRepository;
  /** What a new database starts with (`settingsFromEnvironment`). */
  seed: DeliveryRules;
  /** How often a process reads the version to learn of another process's change; its copy is never older. */
  checkEveryMs: number;
  now?: () => number;
}

/** One try of an update: the row it saved, or the version it read when another update moved the row first. */
type Tried = { saved: DeliverySettingsRow; passed?: undefined } | { saved?: undefined; passed: number };

/** How often an update without a version is tried when other updates keep coming first. */
const UPDATE_ATTEMPTS = 3;

/** The settings a shop starts with: today's slots and constants, with the environment's capacity, cut-off and closed days. */
export function settingsFromEnvironment(delivery: Config['delivery']): DeliveryRules {
  return {
    slots: DELIVERY_SLOTS.map((slot) => ({ ...slot, capacity: delivery.slotCapacity })),
    capacityOverrides: [],
    cutoff: delivery.sameDayCutoff,
    leadMinutes: DELIVERY_LEAD_MINUTES,
    horizonDays: DELIVERY_HORIZON_DAYS,
    closedDates: [...delivery.closedDates].sort(),
    zones: [],
    surcharges: [],
    deliveredPhotoRequired: true,
  };
}

/** A save from `version` after another save raised it to `current`: RECORD_CHANGED, as every console editor's (decision 048). */
const staleVersion = (version: number, current: number) => staleRecord('delivery settings', version, current);

/** The whole settings checked together (overrides name slots that exist), refused with the field named. */
function checked(settings: z.input<typeof deliverySettings>) {
  const parsed = deliverySettings.safeParse(settings);
  if (parsed.success) return parsed.data;
  throw refusal(parsed.error.issues);
}

/**
 * The delivery settings (decision 018): one row in the database, edited in the console. Each process keeps a copy
 * (`KeptCopy`) and reads the row's version at most every `checkEveryMs`, reloading when it moved, so a change made
 * through any process reaches every quote within that time, with no restart and no bus.
 */
export function deliverySettingsService(deps: DeliverySettingsDeps) {
  const { repo } = deps;
  // Read at each call, so a test's fake clock is the one used.
  const now = deps.now ?? (() => Date.now());
  // A slow read finishing after this process's own update never replaces the newer copy.
  const copy = new KeptCopy<DeliveryRules, number | undefined>({
    checkEveryMs: deps.checkEveryMs,
    stampOf: () => repo.version(),
    load: async () => {
      const row = await stored();
      return { value: rulesOf(row), stamp: row.version };
    },
    older: (a, b) => (a ?? 0) < (b ?? 0),
    now,
  });

  /** Keeps the row unless the copy is already newer. */
  const keep = (row: DeliverySettingsRow): DeliveryRules => copy.keep(rulesOf(row), row.version);

  async function stored(trx?: Db): Promise<DeliverySettingsRow> {
    const row = await repo.find(trx);
    if (!row) throw new Error('delivery settings are missing: seedIfAbsent runs when the server starts');
    return row;
  }

  /** Refuses dropping a slot that orders from today on are booked into: their slot id must keep meaning something. */
  async function keepBookedSlots(before: DeliveryRules, after: DeliveryRules, trx: Db) {
    const kept = new Set(after.slots.map((s) => s.id));
    const dropped = before.slots.map((s) => s.id).filter((id) => !kept.has(id));
    if (dropped.length === 0) return;
    const [booked] = await repo.bookedFrom(shopDate(now()), dropped, trx);
    if (booked) {
      throw conflict(
        'DELIVERY_SLOT_IN_USE',
        `slots: ${booked.slot} has ${booked.booked} orders booked on ${booked.delivery_date}; keep it until they are delivered`,
      );
    }
  }

  /** One try of an update; the write is conditional on the version read. */
  async function tryUpdate(actor: AuditActor, input: UpdateInput): Promise<Tried> {
    const { version, ...fields } = input;
    return repo.transaction(async (trx) => {
      const row = await stored(trx);
      if (version !== undefined && version !== row.version) throw staleVersion(version, row.version);
      const before = toSettingsState(row);
      const rules = toRules(checked({ ...toSettings(rulesOf(row)), ...fields }));
      if (JSON.stringify(rules) === row.settings) return { saved: row };
      await keepBookedSlots(rulesOf(row), rules, trx);
      const change = { settings: JSON.stringify(rules), updated_at: now(), updated_by: actor.id };
      if (!(await repo.replace(row.version, change, trx))) return { passed: row.version };
      const updated = { ...row, ...change, version: row.version + 1 };
      await deps.audit.record(trx, {
        actor,
        area: 'settings',
        action: 'delivery.update',
        record: { type: 'delivery-settings', id: row.id },
        ...changeSummary(before, toSettingsState(updated)),
      });
      return { saved: updated };
    });
  }

  return {
    /** Writes the first settings on a new database; after that the database's are the shop's, whatever the environment. */
    async seedIfAbsent(): Promise<void> {
      await repo.insertIfAbsent({
        version: 1,
        settings: JSON.stringify(deps.seed),
        updated_at: now(),
        updated_by: null,
      });
    },

    /** The settings the calendar and fees use: this process's copy, at most `checkEveryMs` behind the database. */
    current: (): Promise<DeliveryRules> => copy.current(),

    /** The settings as the console edits them, read from the database. */
    async read(): Promise<DeliverySettingsState> {
      const row = await stored();
      keep(row);
      return toSettingsState(row);
    },

    /**
     * Replaces the fields given; the rest keep their values. An update naming a stale `version` is refused; one without
     * is tried again on the new row when another update came first (the last write wins). Audited with the change.
     */
    async update(actor: AuditActor, input: UpdateInput): Promise<DeliverySettingsState> {
      for (let attempt = 1; ; attempt++) {
        const tried = await tryUpdate(actor, input);
        if (tried.saved) {
          keep(tried.saved);
          return toSettingsState(tried.saved);
        }
        if (input.version !== undefined || attempt === UPDATE_ATTEMPTS) {
          throw staleVersion(tried.passed, (await stored()).version);
        }
      }
    },
  };
}

export type DeliverySettingsService = ReturnType<typeof deliverySettingsService>;
