import type { CoolerStem, CoolerSupplier } from '@ffe/shared/contracts/cooler-stems';
import { toCents, toYuan } from '@ffe/shared/domain/money';
import type { TFunction } from 'i18next';
import { fieldChanges, shownText } from '../../../../components/record-changes';
import type { RecordChange } from '../../../../components/stale-save-dialog';

/** The stem editor's values: the substitution value in yuan, as staff type it. */
export interface StemValues {
  kind: CoolerStem['kind'];
  name: string;
  nameEn: string | null;
  variety: string;
  grade: string;
  colour: string;
  unit: CoolerStem['unit'];
  bunchSize: number;
  vaseLifeDays: number;
  substitutionGroup: string | null;
  value: number;
}

export const stemValuesOf = (s: CoolerStem): StemValues => ({
  kind: s.kind,
  name: s.name,
  nameEn: s.nameEn,
  variety: s.variety,
  grade: s.grade,
  colour: s.colour,
  unit: s.unit,
  bunchSize: s.bunchSize,
  vaseLifeDays: s.vaseLifeDays,
  substitutionGroup: s.substitutionGroup,
  value: toYuan(s.valueCents),
});

/** What a save sends of the editor's values. */
export const stemBodyOf = ({ value, ...v }: StemValues) => ({
  ...v,
  nameEn: v.nameEn || null,
  variety: v.variety ?? '',
  grade: v.grade ?? '',
  colour: v.colour ?? '',
  substitutionGroup: v.substitutionGroup || null,
  valueCents: toCents(value ?? 0),
});

/** The server's field names to the form's: the value is typed in yuan. */
export const stemFieldOf = (field: string) =>
  field === 'valueCents'
    ? 'value'
    : [
          'kind',
          'name',
          'nameEn',
          'variety',
          'grade',
          'colour',
          'unit',
          'bunchSize',
          'vaseLifeDays',
          'substitutionGroup',
        ].includes(field)
      ? field
      : undefined;

/** What another person's save changed in the stem this editor loaded. */
export function stemChanges(base: StemValues, theirs: StemValues, mine: StemValues, t: TFunction): RecordChange[] {
  const kind: (v: unknown) => string = (v) => t(`cooler.stems.kinds.${v as CoolerStem['kind']}`);
  const unit: (v: unknown) => string = (v) => t(`cooler.stems.units.${v as CoolerStem['unit']}`);
  return fieldChanges<StemValues>(
    [
      ['name', 'cooler.stems.name', shownText],
      ['nameEn', 'cooler.stems.nameEn', shownText],
      ['kind', 'cooler.stems.kind', kind],
      ['variety', 'cooler.stems.variety', shownText],
      ['grade', 'cooler.stems.grade', shownText],
      ['colour', 'cooler.stems.colour', shownText],
      ['unit', 'cooler.stems.unit', unit],
      ['bunchSize', 'cooler.stems.bunchSize', shownText],
      ['vaseLifeDays', 'cooler.stems.vaseLifeDays', shownText],
      ['substitutionGroup', 'cooler.stems.substitutionGroup', shownText],
      ['value', 'cooler.stems.value', shownText],
    ],
    base,
    theirs,
    mine,
    t,
  );
}

/** The supplier editor's values. */
export interface SupplierValues {
  name: string;
  nameEn: string | null;
  contact: string;
}

export const supplierValuesOf = (s: CoolerSupplier): SupplierValues => ({
  name: s.name,
  nameEn: s.nameEn,
  contact: s.contact,
});

export function supplierChanges(
  base: SupplierValues,
  theirs: SupplierValues,
  mine: SupplierValues,
  t: TFunction,
): RecordChange[] {
  return fieldChanges<SupplierValues>(
    [
      ['name', 'cooler.stems.supplierName', shownText],
      ['nameEn', 'cooler.stems.nameEn', shownText],
      ['contact', 'cooler.stems.contact', shownText],
    ],
    base,
    theirs,
    mine,
    t,
  );
}
