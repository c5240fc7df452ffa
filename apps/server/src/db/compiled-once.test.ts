import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { describeEachDatabase } from '../../test/each-database';
import { compiledOnce } from './compiled-once';

describeEachDatabase('statements compiled once', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target.url);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const storedValue = async (key: string) =>
    (await database.db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst())?.value;
  const insert = (key: string, value: string) => () => database.db.insertInto('meta').values({ key, value });

  it('runs later calls of a shape from the kept SQL with their own parameters', async () => {
    const hot = compiledOnce();
    await hot(database.db, 'meta', ['a', '1'], insert('a', '1'));
    // The builder would write 'ignored': the kept SQL binds the parameters given.
    await hot(database.db, 'meta', ['b', '2'], insert('b', 'ignored'));
    expect([await storedValue('a'), await storedValue('b')]).toEqual(['1', '2']);
  });

  it('keeps building a shape whose parameters did not match the built query', async () => {
    const hot = compiledOnce();
    await hot(database.db, 'meta', ['wrong order', 'c'], insert('c', '3'));
    await hot(database.db, 'meta', ['wrong order', 'd'], insert('d', '4'));
    expect([await storedValue('c'), await storedValue('d')]).toEqual(['3', '4']);
  });

  // Named statements are PostgreSQL's; SQLite's driver keeps its own statements (db/connect.ts).
  if (target.name === 'PostgreSQL') {
    it('has PostgreSQL prepare a kept statement once on its connection', async () => {
      const hot = compiledOnce();
      const prepared = await database.db.transaction().execute(async (trx) => {
        await hot(trx, 'meta', ['e', '5'], insert('e', '5'));
        await hot(trx, 'meta', ['f', '6'], insert('f', '6'));
        const { rows } = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements where name like 'ffe_%'`.execute(trx);
        return rows;
      });
      expect(prepared.filter((p) => p.statement.startsWith('insert into "meta"'))).toHaveLength(1);
      expect([await storedValue('e'), await storedValue('f')]).toEqual(['5', '6']);
    });
  }
});
