import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of `sorted` (filtered, ordered and tie-broken by the caller, so pages never overlap) and how many rows
 * `matching` holds in all; `page` counts from 1.
 */
export async function pageOf<DB, TB extends keyof DB, CountDB, CountTB extends keyof CountDB, O>(
  matching: SelectQueryBuilder<CountDB, CountTB, object>,
  sorted: SelectQueryBuilder<DB, TB, O>,
  page: number,
  pageSize: number,
) {
  const [rows, total] = await Promise.all([
    sorted
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    // Over a generic table TypeScript cannot resolve the selection's type; it is this one.
    matching
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .$castTo<{ count: number | string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
