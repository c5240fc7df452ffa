import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/databases';
import { describeEachDatabase } from '../../../test/each-database';
import { loginThrottleRepository } from './login-throttle.repository';
import { LOGIN_LIMITS, loginThrottleService } from './login-throttle.service';

describeEachDatabase('The ceiling on password tries at one username', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target.url);
  });
  afterAll(() => database.drop());

  it('slows each try past the ceiling a little more, up to a bound, logs it, and never refuses one', async () => {
    const pauses: number[] = [];
    const warnings: Array<{ username: string; tries: number }> = [];
    const throttle = loginThrottleService({
      repository: loginThrottleRepository(database.db),
      limits: { ...LOGIN_LIMITS, accountCeiling: 3, slowdownStepMs: 100, maxSlowdownMs: 250 },
      pause: async (ms) => {
        pauses.push(ms);
      },
      warn: (fields) => warnings.push(fields),
    });
    // Six addresses, each well within its own free tries.
    for (let i = 1; i <= 6; i++) {
      const attempt = await throttle.admit('admin', `10.2.0.${i}`);
      await throttle.failed(attempt);
    }
    expect(pauses).toEqual([100, 200, 250]);
    expect(warnings).toEqual([
      expect.objectContaining({ username: 'admin', tries: 4 }),
      expect.objectContaining({ username: 'admin', tries: 6 }),
    ]);
    // The owner's try is slowed too, but let through to the password check.
    await expect(throttle.admit('admin', '10.2.0.99')).resolves.toMatchObject({ counted: expect.any(Array) });
    expect(pauses.at(-1)).toBe(250);
  });
});
