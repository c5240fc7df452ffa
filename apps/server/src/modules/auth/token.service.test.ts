import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/databases';
import { aMember } from '../../../test/factories';
import { sessionRepository } from './session.repository';
import { tokenService } from './token.service';

const DAY = 24 * 3_600_000;

describe('tokens', () => {
  let database: TestDatabase;
  let clock = Date.UTC(2026, 10, 1);
  const tokens = () => tokenService(sessionRepository(database.db), 'a-secret-long-enough-for-tests-123', () => clock);

  beforeAll(async () => {
    database = await createTestDatabase(undefined);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('carries uid, role, permission and tokenExpired, and lives 7 days', async () => {
    const member = await aMember(database.db);
    const issued = await tokens().issue(member.id, 'staff');
    expect(issued.tokenExpired).toBe(clock + 7 * DAY);
    const claims = await tokens().verify(issued.token);
    expect(claims).toMatchObject({ uid: member.id, role: ['staff'], tokenExpired: issued.tokenExpired });
    expect(claims.permission).toContain('im.read-receipt');
  });

  it('is renewed only when fewer than 3 days remain', async () => {
    const member = await aMember(database.db);
    const start = clock;
    const claims = await tokens().verify((await tokens().issue(member.id, 'customer')).token);
    clock = start + 3 * DAY;
    expect(await tokens().renewIfDue(claims)).toBeUndefined();
    clock = start + 4 * DAY + 1;
    const renewed = await tokens().renewIfDue(claims);
    expect(renewed?.tokenExpired).toBe(clock + 7 * DAY);
    clock = start;
  });

  it('answers an expired token with the expired code', async () => {
    const member = await aMember(database.db);
    const issued = await tokens().issue(member.id, 'customer');
    clock += 7 * DAY;
    await expect(tokens().verify(issued.token)).rejects.toMatchObject({
      status: 401,
      errCode: 'TOKEN_INVALID_TOKEN_EXPIRED',
    });
  });

  it('refuses a token signed with another secret', async () => {
    const member = await aMember(database.db);
    const other = tokenService(sessionRepository(database.db), 'another-secret-long-enough-for-tests', () => clock);
    const issued = await other.issue(member.id, 'customer');
    await expect(tokens().verify(issued.token)).rejects.toMatchObject({ errCode: 'TOKEN_INVALID_WRONG_TOKEN' });
  });
});
