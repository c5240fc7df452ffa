import type { AdminCategoryNode } from '@ffe/shared/contracts/admin-categories';

/** The tree as a Select's grouped options: each top-level category, then its children indented under it. */
export const categoryOptions = (tree: readonly AdminCategoryNode[] | undefined) =>
  (tree ?? []).flatMap((top) => [
    { value: top.id, label: top.name },
    ...top.children.map((child) => ({ value: child.id, label: `　${child.name}` })),
  ]);
