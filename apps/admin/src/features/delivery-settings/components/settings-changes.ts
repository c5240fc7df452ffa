import type { TFunction } from 'i18next';
import { type FieldShown, fieldChanges, type Shown, shownText } from '../../../components/record-changes';
import type { RecordChange } from '../../../components/stale-save-dialog';
import { formatYuan } from '../../../lib/format';
import type { SettingsValues } from './settings-values';

/** A list of rows as one line: each row as `row` words it. */
const rows =
  <T>(row: (r: T) => string): Shown =>
  (v) =>
    shownText(((v as T[] | undefined) ?? []).map(row));

/** The fields of the settings as the stale-save dialog names them, each worded as a florist reads it. */
function settingsFields(t: TFunction): readonly FieldShown<SettingsValues>[] {
  return [
    [
      'slots',
      'deliverySettings.slots.title',
      rows<SettingsValues['slots'][number]>((s) => `${s.start}–${s.end} ×${s.capacity}`),
    ],
    ['cutoff', 'deliverySettings.rules.cutoff', shownText],
    ['leadMinutes', 'deliverySettings.rules.leadMinutes', shownText],
    ['horizonDays', 'deliverySettings.rules.horizonDays', shownText],
    ['deliveredPhotoRequired', 'deliverySettings.rules.photoRequired', (v) => t(v ? 'staleSave.yes' : 'staleSave.no')],
    ['closedDates', 'deliverySettings.closed.title', shownText],
    [
      'capacityOverrides',
      'deliverySettings.overrides.title',
      rows<SettingsValues['capacityOverrides'][number]>((o) => `${o.date} ${o.slotId} ×${o.capacity}`),
    ],
    [
      'zones',
      'deliverySettings.zones.title',
      rows<SettingsValues['zones'][number]>((z) => `${z.region.at(-1) ?? ''} ${formatYuan(z.fee)}`),
    ],
    [
      'surcharges',
      'deliverySettings.surcharges.title',
      rows<SettingsValues['surcharges'][number]>((s) => `${s.date} ${formatYuan(s.amount)}`),
    ],
  ];
}

/** What another admin's save changed in the settings this form loaded, with this person's value where they changed it too. */
export const settingsChanges = (
  base: SettingsValues,
  theirs: SettingsValues,
  mine: SettingsValues,
  t: TFunction,
): RecordChange[] => fieldChanges(settingsFields(t), base, theirs, mine, t);
