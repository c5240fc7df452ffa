import type { AdminCategory, AdminCategoryNode } from '@ffe/shared/contracts/admin-categories';
import type { TFunction } from 'i18next';
import { fieldChanges, shownNothing, shownText } from '../../../components/record-changes';
import type { RecordChange } from '../../../components/stale-save-dialog';

/** The category editor's values. */
export interface CategoryValues {
  name: string;
  nameEn?: string | null;
  icon: string[];
  parentId: string | null;
  visible: boolean;
}

/** A category as its editor shows it. */
export const categoryValuesOf = (c: AdminCategory): CategoryValues => ({
  name: c.name,
  nameEn: c.nameEn,
  icon: [c.icon],
  parentId: c.parentId,
  visible: c.visible,
});

/** One category of the tree, at either level. */
export const categoryIn = (tree: readonly AdminCategoryNode[], id: string): AdminCategory | undefined =>
  tree.flatMap((top) => [top, ...top.children]).find((c) => c.id === id);

/** What another person's save changed in the category this editor loaded, labelled in the page's language. */
export function categoryChanges(
  base: CategoryValues,
  theirs: CategoryValues,
  mine: CategoryValues,
  tree: readonly AdminCategoryNode[],
  t: TFunction,
): RecordChange[] {
  const parent = (id: unknown) => (id === null ? t('categories.topLevel') : (categoryIn(tree, String(id))?.name ?? ''));
  const yesNo = (v: unknown) => (v ? t('staleSave.yes') : t('staleSave.no'));
  return fieldChanges<CategoryValues>(
    [
      ['name', 'categories.name', shownText],
      ['nameEn', 'english.name', shownText],
      ['icon', 'categories.icon', shownNothing],
      ['parentId', 'categories.parent', parent],
      ['visible', 'categories.visible', yesNo],
    ],
    base,
    theirs,
    mine,
    t,
  );
}
