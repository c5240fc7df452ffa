/** Whether two form values are the same (plain data: numbers, strings, arrays and objects of them). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

type Row = { id?: string | undefined };

/** What tells a row of a list from the others: its id, or a key of its own (a date, a district); none for a new row. */
export type RowKey<R> = (row: R) => string | undefined;

/** The list fields of `T` merged row by row, each with the key its rows are told apart by. */
export type RowKeys<T> = { [K in keyof T]?: T[K] extends readonly (infer R)[] | undefined ? RowKey<R> : never };

const byId: RowKey<unknown> = (row) => (row as Row).id;

/**
 * Rows kept by key: mine where I changed them, theirs otherwise; a row I added stays, one they added joins, one either
 * of us removed leaves.
 */
function mergeRows<R>(base: readonly R[], theirs: readonly R[], mine: readonly R[], keyOf: RowKey<R>): R[] {
  const index = (rows: readonly R[]) =>
    new Map(rows.flatMap((r) => (keyOf(r) === undefined ? [] : [[keyOf(r), r] as const])));
  const [baseByKey, theirsByKey] = [index(base), index(theirs)];
  const merged = mine.flatMap((row) => {
    const key = keyOf(row);
    const [was, now] = [baseByKey.get(key), theirsByKey.get(key)];
    if (key === undefined || was === undefined) return [row];
    if (now === undefined) return [];
    return [typeof row === 'object' && row !== null ? (mergeEdits(was as object, now as object, row) as R) : row];
  });
  const mineKeys = new Set(mine.map(keyOf));
  const added = theirs.filter((r) => keyOf(r) !== undefined && !baseByKey.has(keyOf(r)) && !mineKeys.has(keyOf(r)));
  return [...merged, ...added];
}

const isRows = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'object' && v !== null && 'id' in v);

/**
 * My edits on top of a record someone else saved meanwhile: each field I changed from `base` keeps my value, every
 * other takes theirs; lists of rows with ids (a goods' sizes), or with the keys `rowKeys` names (a date, a district),
 * merge row by row, so neither side's work is undone.
 */
export function mergeEdits<T extends object>(base: T, theirs: T, mine: T, rowKeys: RowKeys<T> = {}): T {
  const merged = { ...theirs } as Record<string, unknown>;
  for (const key of Object.keys(mine) as (keyof T & string)[]) {
    const [was, now, mineValue] = [base[key], theirs[key], mine[key]];
    const keyOf = rowKeys[key] as RowKey<unknown> | undefined;
    if (keyOf || isRows(mineValue) || isRows(was) || isRows(now)) {
      const rows = (value: unknown) => (value ?? []) as unknown[];
      merged[key] = mergeRows(rows(was), rows(now), rows(mineValue), keyOf ?? byId);
    } else {
      merged[key] = sameValue(mineValue, was) ? now : mineValue;
    }
  }
  return merged as T;
}
