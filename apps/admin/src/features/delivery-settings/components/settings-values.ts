import type { DeliverySettings, DeliverySettingsState } from '@ffe/shared/contracts/delivery-settings';
import type { NamePath } from 'antd/es/form/interface';
import { namePathOf } from '../../../lib/field-errors';

/** A slot as the form edits it: a slot added here has no id until it is saved. */
export interface SlotValues {
  id?: string;
  start: string;
  end: string;
  capacity: number;
}

/** A zone as the form edits it: the district picked in one cascader, province first. */
export interface ZoneValues {
  region: string[];
  fee: number;
  freeFrom: number | null;
  minOrder: number;
}

/** The settings as the form holds them: the contract's shape but for new slots and the zones' cascader. */
export type SettingsValues = Omit<DeliverySettings, 'slots' | 'zones'> & { slots: SlotValues[]; zones: ZoneValues[] };

export function toValues({ version: _version, updatedAt: _updatedAt, zones, ...rest }: DeliverySettingsState) {
  return {
    ...rest,
    zones: zones.map(({ province, city, district, ...money }) => ({ region: [province, city, district], ...money })),
  } satisfies SettingsValues;
}

/** An id for a new slot from its times (`18-21` on the hour, else `1830-2100`), unlike every other slot's. */
export function slotIdFor(start: string, end: string, taken: ReadonlySet<string>): string {
  const onTheHour = start.endsWith(':00') && end.endsWith(':00');
  const base = onTheHour
    ? `${start.slice(0, 2)}-${end.slice(0, 2)}`
    : `${start.replace(':', '')}-${end.replace(':', '')}`;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** What a save sends: the settings whole, with the version they were read at so a save made meanwhile is refused. */
export function toUpdate(values: SettingsValues, version: number): DeliverySettings & { version: number } {
  const taken = new Set(values.slots.flatMap((slot) => (slot.id ? [slot.id] : [])));
  const slots = values.slots.map(({ id, start, end, capacity }) => {
    const slotId = id ?? slotIdFor(start, end, taken);
    taken.add(slotId);
    return { id: slotId, start, end, capacity };
  });
  return {
    ...values,
    slots,
    closedDates: [...values.closedDates].sort(),
    zones: values.zones.map(({ region: [province = '', city = '', district = ''], fee, freeFrom, minOrder }) => ({
      province,
      city,
      district,
      fee,
      freeFrom: freeFrom ?? null,
      minOrder: minOrder ?? 0,
    })),
    version,
  };
}

/** The fields each row of a list shows; a server error naming another part of a row shows above the form. */
const ROW_FIELDS: Record<string, readonly string[]> = {
  slots: ['start', 'end', 'capacity'],
  capacityOverrides: ['date', 'slotId', 'capacity'],
  zones: ['region', 'fee', 'freeFrom', 'minOrder'],
  surcharges: ['date', 'amount', 'reason'],
};
const SINGLE_FIELDS = new Set(['cutoff', 'leadMinutes', 'horizonDays']);
const REGION_PARTS = new Set(['province', 'city', 'district']);

/** The form field showing the server's error about `field` (`zones.2.district` is the zone's cascader). */
export function formPathOf(field: string): NamePath | undefined {
  const [top, index, part, ...rest] = namePathOf(field);
  if (typeof top !== 'string' || rest.length > 0) return undefined;
  // One calendar holds every closed date.
  if (top === 'closedDates') return [top];
  if (SINGLE_FIELDS.has(top)) return index === undefined ? [top] : undefined;
  const shown = ROW_FIELDS[top];
  if (!shown) return undefined;
  // The list as a whole: a slot still booked cannot go.
  if (index === undefined) return [top];
  const name = top === 'zones' && typeof part === 'string' && REGION_PARTS.has(part) ? 'region' : part;
  return typeof index === 'number' && typeof name === 'string' && shown.includes(name) ? [top, index, name] : undefined;
}
