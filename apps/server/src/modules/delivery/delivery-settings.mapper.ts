import type { DeliverySettings, DeliverySettingsState } from '@ffe/shared/contracts/delivery-settings';
import type { DeliveryRules } from '@ffe/shared/domain/delivery-rules';
import { toCents, toYuan } from '@ffe/shared/domain/money';
import type { DeliverySettingsRow } from './delivery-settings.repository';

const byDate = <T extends { date: string }>(a: T, b: T) => a.date.localeCompare(b.date);

/** The settings as the shop keeps them: cents, slots by start, dates in order. */
export function toRules(s: DeliverySettings): DeliveryRules {
  return {
    slots: [...s.slots].sort((a, b) => a.start.localeCompare(b.start)),
    capacityOverrides: [...s.capacityOverrides].sort((a, b) => byDate(a, b) || a.slotId.localeCompare(b.slotId)),
    cutoff: s.cutoff,
    leadMinutes: s.leadMinutes,
    horizonDays: s.horizonDays,
    closedDates: [...s.closedDates].sort(),
    zones: s.zones.map((z) => ({
      province: z.province,
      city: z.city,
      district: z.district,
      feeCents: toCents(z.fee),
      freeFromCents: z.freeFrom === null ? null : toCents(z.freeFrom),
      minOrderCents: toCents(z.minOrder),
    })),
    surcharges: s.surcharges
      .map((x) => ({ date: x.date, amountCents: toCents(x.amount), reason: x.reason }))
      .sort(byDate),
    deliveredPhotoRequired: s.deliveredPhotoRequired,
  };
}

/** The settings as the API carries them: yuan. */
export function toSettings(rules: DeliveryRules): DeliverySettings {
  return {
    slots: rules.slots,
    capacityOverrides: rules.capacityOverrides,
    cutoff: rules.cutoff,
    leadMinutes: rules.leadMinutes,
    horizonDays: rules.horizonDays,
    closedDates: rules.closedDates,
    zones: rules.zones.map((z) => ({
      province: z.province,
      city: z.city,
      district: z.district,
      fee: toYuan(z.feeCents),
      freeFrom: z.freeFromCents === null ? null : toYuan(z.freeFromCents),
      minOrder: toYuan(z.minOrderCents),
    })),
    surcharges: rules.surcharges.map((x) => ({ date: x.date, amount: toYuan(x.amountCents), reason: x.reason })),
    deliveredPhotoRequired: rules.deliveredPhotoRequired ?? true,
  };
}

export const rulesOf = (row: DeliverySettingsRow): DeliveryRules => JSON.parse(row.settings) as DeliveryRules;

export const toSettingsState = (row: DeliverySettingsRow): DeliverySettingsState => ({
  ...toSettings(rulesOf(row)),
  version: row.version,
  updatedAt: row.updated_at,
});

/** The audit's short before and after: only the fields that changed, and the version. */
export function changeSummary(before: DeliverySettingsState, after: DeliverySettingsState) {
  const fields = (Object.keys(after) as Array<keyof DeliverySettingsState>).filter(
    (key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (s: DeliverySettingsState) => Object.fromEntries(fields.map((key) => [key, s[key]]));
  return { before: pick(before), after: pick(after) };
}
