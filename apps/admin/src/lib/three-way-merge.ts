/** Whether two form values are the same (plain data: numbers, strings, arrays and objects of them). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

type Row = { id?: string | undefined };

/** Rows kept by id: mine where I changed them, theirs otherwise; theirs added join, removed (by either) leave. */
function mergeRows<T extends Row>(base: readonly T[], theirs: readonly T[], mine: readonly T[]): T[] {
  const byId = (rows: readonly T[]) => new Map(rows.flatMap((r) => (r.id ? [[r.id, r] as const] : [])));
  const [baseById, theirsById] = [byId(base), byId(theirs)];
  const merged = mine.flatMap((row) => {
    if (!row.id) return [row];
    const [was, now] = [baseById.get(row.id), theirsById.get(row.id)];
    if (!now) return [];
    return [was ? mergeEdits(was, now, row) : row];
  });
  const mineIds = new Set(mine.map((r) => r.id));
  const added = theirs.filter((r) => r.id && !baseById.has(r.id) && !mineIds.has(r.id));
  return [...merged, ...added];
}

const isRows = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'object' && v !== null && 'id' in v);

/**
 * My edits on top of a record someone else saved meanwhile: each field I changed from `base` keeps my value, every
 * other takes theirs; lists of rows with ids (a goods' sizes) merge row by row, so neither side's work is undone.
 */
export function mergeEdits<T extends object>(base: T, theirs: T, mine: T): T {
  const merged = { ...theirs } as Record<string, unknown>;
  for (const key of Object.keys(mine) as (keyof T & string)[]) {
    const [was, now, mineValue] = [base[key], theirs[key], mine[key]];
    if (isRows(mineValue) || isRows(was) || isRows(now)) {
      merged[key] = mergeRows((was ?? []) as Row[], (now ?? []) as Row[], (mineValue ?? []) as Row[]);
    } else {
      merged[key] = sameValue(mineValue, was) ? now : mineValue;
    }
  }
  return merged as T;
}
