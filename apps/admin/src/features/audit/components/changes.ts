/** One field an audited write changed. */
export interface Change {
  /** Empty when the record's before/after is not an object of fields. */
  field: string;
  before: unknown;
  after: unknown;
}

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a write changed: the fields whose values differ, or the whole value when it is not an object of fields. */
export function changesOf(before: unknown, after: unknown): Change[] {
  if ((isFields(before) || before == null) && (isFields(after) || after == null)) {
    const was = before ?? {};
    const now = after ?? {};
    const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
    return fields
      .filter((field) => !same(was[field], now[field]))
      .map((field) => ({ field, before: was[field], after: now[field] }));
  }
  return same(before, after) ? [] : [{ field: '', before, after }];
}
