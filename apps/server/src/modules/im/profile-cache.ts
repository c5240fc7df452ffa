import { BoundedCache } from '../../platform/bounded-cache';

export interface ProfileCache<Row> {
  /** The profiles of the named users that exist, in the order asked; a user not kept is read. */
  get(ids: readonly string[]): Promise<Row[]>;
  /** Called after a user's nickname, avatar or role changed (in any process, through the event bus). */
  forget(ids: readonly string[]): void;
}

/**
 * Chat users' public profiles kept in memory, so a send reads no user row (issue 17, decision 040). Users are never
 * deleted, and only the member's own settings and a staff role change write these fields; both call `forget`.
 */
export function profileCache<Row extends { id: string }>(
  load: (ids: readonly string[]) => Promise<Row[]>,
  maxEntries: number,
): ProfileCache<Row> {
  const rows = new BoundedCache<string, Row>({ maxEntries });
  // Counts changes: a read under way while one happened may hold the old fields, so it is not kept.
  let changes = 0;
  return {
    async get(ids) {
      const found = new Map<string, Row | undefined>();
      const missing: string[] = [];
      for (const id of ids) {
        if (found.has(id)) continue;
        const row = rows.get(id);
        found.set(id, row);
        if (!row) missing.push(id);
      }
      if (missing.length) {
        const mark = changes;
        const loaded = await load(missing);
        for (const row of loaded) {
          found.set(row.id, row);
          if (mark === changes) rows.set(row.id, row);
        }
      }
      return [...found.values()].filter((row) => row !== undefined);
    },
    forget(ids) {
      changes++;
      for (const id of ids) rows.delete(id);
    },
  };
}
