import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/databases';
import { catalogueRepository } from './catalogue.repository';

describe('the live state of search hits on SQLite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(undefined);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('is read from the covering index alone, without a visit to any goods row', async () => {
    const run = vi.spyOn(database.db, 'executeQuery');
    await catalogueRepository(database.db, 'sqlite').findOnSaleStates(['goods-1', 'goods-2']);
    const query = run.mock.calls.at(-1)?.[0] as CompiledQuery;
    run.mockRestore();
    const plan = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    expect(plan.rows.map((row) => row.detail)).toEqual([
      expect.stringMatching(/^SCAN j VIRTUAL TABLE/),
      'SEARCH g USING COVERING INDEX goods_live_state_idx (id=? AND status=?)',
    ]);
  });
});
