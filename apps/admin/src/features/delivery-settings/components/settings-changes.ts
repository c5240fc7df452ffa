import type { TFunction } from 'i18next';
import { type FieldShown, fieldChanges, type Shown, shownText } from '../../../components/record-changes';
import type { RecordChange } from '../../../components/stale-save-dialog';
import { formatYuan } from '../../../lib/format';
import { type RowKey, type RowKeys, sameValue } from '../../../lib/three-way-merge';
import type { SettingsValues, SlotValues, ZoneValues } from './settings-values';

type Override = SettingsValues['capacityOverrides'][number];
type Surcharge = SettingsValues['surcharges'][number];

/**
 * How the rows of each list are told apart, when my changes go on top of another admin's and in the dialog: a slot by
 * its id, a date's capacity by date and slot, a zone by its district, a surcharge and a closed day by their date (the
 * keys the server refuses twice).
 */
export const SETTINGS_ROW_KEYS: RowKeys<SettingsValues> = {
  slots: (slot) => slot.id,
  capacityOverrides: (o) => `${o.date} ${o.slotId}`,
  zones: (zone) => zone.region.join(' '),
  surcharges: (surcharge) => surcharge.date,
  closedDates: (date) => date,
};

/** A figure with its unit, as the form shows it beside its box. */
const inUnit =
  (unit: string): Shown =>
  (v) =>
    `${shownText(v)} ${unit}`;

/** The settings' single fields as the stale-save dialog names them, each worded as a florist reads it. */
const singleFields = (t: TFunction): readonly FieldShown<SettingsValues>[] => [
  ['cutoff', 'deliverySettings.rules.cutoff', shownText],
  ['leadMinutes', 'deliverySettings.rules.leadMinutes', inUnit(t('deliverySettings.rules.minutes'))],
  ['horizonDays', 'deliverySettings.rules.horizonDays', inUnit(t('deliverySettings.rules.days'))],
  ['deliveredPhotoRequired', 'deliverySettings.rules.photoRequired', (v) => t(v ? 'staleSave.yes' : 'staleSave.no')],
];

/** A list's rows as the dialog shows them: which row (its name) and what it holds (its value). */
interface RowsShown<R> {
  title: string;
  keyOf: RowKey<R>;
  name: (row: R) => string;
  value: (row: R) => string;
}

/**
 * The rows of one list another admin added, changed or removed, each with my value of that row where I changed it
 * too: one line a row, so a change in the fourth slot is not cut off a line of four.
 */
function rowChanges<R>(
  { title, keyOf, name, value }: RowsShown<R>,
  [base, theirs, mine]: readonly (readonly R[])[],
  t: TFunction,
): RecordChange[] {
  const byKey = (rows: readonly R[] = []) =>
    new Map(rows.flatMap((row) => (keyOf(row) === undefined ? [] : [[keyOf(row), row] as const])));
  const [was, now, typed] = [byKey(base), byKey(theirs), byKey(mine)];
  const shown = (row: R | undefined) => (row === undefined ? t('staleSave.removed') : value(row));
  return [...new Set([...was.keys(), ...now.keys()])].flatMap((key) => {
    const [before, after, myRow] = [was.get(key), now.get(key), typed.get(key)];
    if (sameValue(before, after)) return [];
    return [
      {
        label: `${title} · ${name((before ?? after) as R)}`,
        before: before === undefined ? '—' : value(before),
        after: before === undefined ? `${shown(after)} · ${t('staleSave.added')}` : shown(after),
        ...(sameValue(before, myRow) ? {} : { mine: shown(myRow) }),
      },
    ];
  });
}

/** Each list's changes, in the page's order, with how its rows read; a date's capacity names its slot by its hours. */
function listChanges(base: SettingsValues, theirs: SettingsValues, mine: SettingsValues, t: TFunction) {
  const hours = (slot: Pick<SlotValues, 'start' | 'end'>) => `${slot.start}–${slot.end}`;
  const slotHours = (id: string) => {
    const slot = [...theirs.slots, ...base.slots].find((s) => s.id === id);
    return slot ? hours(slot) : id;
  };
  const keys = SETTINGS_ROW_KEYS as Required<typeof SETTINGS_ROW_KEYS>;
  const lists = <K extends 'slots' | 'capacityOverrides' | 'zones' | 'surcharges' | 'closedDates'>(field: K) =>
    [base[field], theirs[field], mine[field]] as const;
  const zoneValue = (zone: ZoneValues) =>
    t('deliverySettings.changes.zone', {
      fee: formatYuan(zone.fee),
      freeFrom:
        zone.freeFrom === null
          ? t('deliverySettings.zones.neverFree')
          : t('deliverySettings.changes.freeFrom', { amount: formatYuan(zone.freeFrom) }),
      minOrder: formatYuan(zone.minOrder),
    });
  return [
    rowChanges<SlotValues>(
      {
        title: t('deliverySettings.slots.title'),
        keyOf: keys.slots,
        name: hours,
        value: (slot) => t('deliverySettings.changes.slot', { hours: hours(slot), capacity: slot.capacity }),
      },
      lists('slots'),
      t,
    ),
    rowChanges<string>(
      {
        title: t('deliverySettings.closed.title'),
        keyOf: keys.closedDates,
        name: (date) => date,
        value: () => t('deliverySettings.closed.key'),
      },
      lists('closedDates'),
      t,
    ),
    rowChanges<Override>(
      {
        title: t('deliverySettings.overrides.title'),
        keyOf: keys.capacityOverrides,
        name: (o) => `${o.date} ${slotHours(o.slotId)}`,
        value: (o) => t('deliverySettings.changes.capacity', { capacity: o.capacity }),
      },
      lists('capacityOverrides'),
      t,
    ),
    rowChanges<Surcharge>(
      {
        title: t('deliverySettings.surcharges.title'),
        keyOf: keys.surcharges,
        name: (s) => s.date,
        value: (s) => t('deliverySettings.changes.surcharge', { amount: formatYuan(s.amount), reason: s.reason }),
      },
      lists('surcharges'),
      t,
    ),
    rowChanges<ZoneValues>(
      {
        title: t('deliverySettings.zones.title'),
        keyOf: keys.zones,
        name: (zone) => zone.region.at(-1) ?? '',
        value: zoneValue,
      },
      lists('zones'),
      t,
    ),
  ];
}

/**
 * What another admin's save changed in the settings this form loaded, field by field and row by row, with this
 * person's value where they changed it too.
 */
export const settingsChanges = (
  base: SettingsValues,
  theirs: SettingsValues,
  mine: SettingsValues,
  t: TFunction,
): RecordChange[] => {
  const [slots = [], ...others] = listChanges(base, theirs, mine, t);
  return [...slots, ...fieldChanges(singleFields(t), base, theirs, mine, t), ...others.flat()];
};
