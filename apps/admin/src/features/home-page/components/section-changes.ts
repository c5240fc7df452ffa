import type { AdminHomeSection } from '@ffe/shared/contracts/admin-home';
import type { HomeSectionKind } from '@ffe/shared/domain/home-page';
import type { TFunction } from 'i18next';
import { fieldChanges, shownText } from '../../../components/record-changes';
import type { RecordChange } from '../../../components/stale-save-dialog';

/** A section as its editor saves it: the chosen goods as a whole list, so neither side's order is mixed. */
export interface SectionValues {
  title: string;
  titleEn?: string | null;
  kind: HomeSectionKind;
  goodsIds: string[];
}

/** A section as its editor shows it. */
export const sectionValuesOf = (s: AdminHomeSection): SectionValues => ({
  title: s.title,
  titleEn: s.titleEn,
  kind: s.kind,
  goodsIds: s.goods.map((g) => g.id),
});

/** What another person's save changed in the section this editor loaded; goods by name (`nameOf`). */
export function sectionChanges(
  base: SectionValues,
  theirs: SectionValues,
  mine: SectionValues,
  nameOf: (goodsId: string) => string,
  t: TFunction,
): RecordChange[] {
  return fieldChanges<SectionValues>(
    [
      ['title', 'homePage.itemTitle', shownText],
      ['titleEn', 'english.title', shownText],
      ['kind', 'homePage.sectionGoods', (kind) => t(`homePage.sectionKinds.${kind as HomeSectionKind}`)],
      ['goodsIds', 'homePage.sectionGoods', (ids) => shownText((ids as string[]).map(nameOf))],
    ],
    base,
    theirs,
    mine,
    t,
  );
}
