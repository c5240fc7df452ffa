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
    expect(claims.permission).toContain('chat.answer');
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

  describe('with the session check remembered', () => {
    /** A token service that remembers checks for a minute, counting the session reads it makes. */
    const remembering = (announceEnded?: (jtis: readonly string[]) => Promise<void>) => {
      const repo = sessionRepository(database.db);
      const reads = { count: 0 };
      const counted = {
        ...repo,
        findLive: (id: string, at: number) => {
          reads.count++;
          return repo.findLive(id, at);
        },
      };
      const service = tokenService(counted, 'a-secret-long-enough-for-tests-123', () => clock, {
        sessionCheckMs: 60_000,
        ...(announceEnded ? { announceEnded } : {}),
      });
      return { service, reads };
    };

    it('reads the session once within the time, and again after it', async () => {
      const { service, reads } = remembering();
      const issued = await service.issue((await aMember(database.db)).id, 'customer');
      await service.verify(issued.token);
      await service.verify(issued.token);
      expect(reads.count).toBe(1);
      clock += 60_000;
      await service.verify(issued.token);
      expect(reads.count).toBe(2);
    });

    it('refuses a logged-out token at once', async () => {
      const { service } = remembering();
      const issued = await service.issue((await aMember(database.db)).id, 'customer');
      const claims = await service.verify(issued.token);
      await service.revoke(claims);
      await expect(service.verify(issued.token)).rejects.toMatchObject({ errCode: 'TOKEN_INVALID_WRONG_TOKEN' });
    });

    it('refuses an expired token at once', async () => {
      const { service } = remembering();
      const issued = await service.issue((await aMember(database.db)).id, 'customer');
      await service.verify(issued.token);
      const start = clock;
      clock = issued.tokenExpired;
      await expect(service.verify(issued.token)).rejects.toMatchObject({ errCode: 'TOKEN_INVALID_TOKEN_EXPIRED' });
      clock = start;
    });

    it('refuses the oldest token at once when the eleventh is issued', async () => {
      const { service } = remembering();
      const member = await aMember(database.db);
      const first = await service.issue(member.id, 'customer');
      await service.verify(first.token);
      for (let i = 0; i < 10; i++) {
        clock += 1;
        await service.issue(member.id, 'customer');
      }
      await expect(service.verify(first.token)).rejects.toMatchObject({ errCode: 'TOKEN_INVALID_WRONG_TOKEN' });
    });

    it("tells other processes, which forget the ended session's check at once", async () => {
      const other = remembering();
      const { service } = remembering(async (jtis) => other.service.forget(jtis));
      const issued = await service.issue((await aMember(database.db)).id, 'customer');
      const claims = await other.service.verify(issued.token);
      await service.revoke(claims);
      await expect(other.service.verify(issued.token)).rejects.toMatchObject({
        errCode: 'TOKEN_INVALID_WRONG_TOKEN',
      });
    });
  });
});
