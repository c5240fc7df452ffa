import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { describeEachDatabase } from '../../test/each-database';
import { aMember } from '../../test/factories';
import { isTransientConflict, violatesUnique } from './errors';

describeEachDatabase('Reading driver errors', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target.url);
  });
  afterAll(() => database.drop());

  it('tells which unique column refused a row', async () => {
    const first = await aMember(database.db);
    const error = await aMember(database.db, { phone: first.user.phone }).catch((e: unknown) => e);
    expect(violatesUnique(error, 'phone')).toBe(true);
    expect(violatesUnique(error, 'username')).toBe(false);
    expect(isTransientConflict(error)).toBe(false);
  });

  it('tells a primary key that refused a row as a unique one', async () => {
    await database.db.insertInto('meta').values({ key: 'twice', value: '1' }).execute();
    const error = await database.db
      .insertInto('meta')
      .values({ key: 'twice', value: '2' })
      .execute()
      .catch((e: unknown) => e);
    expect(violatesUnique(error, 'meta')).toBe(true);
  });
});
