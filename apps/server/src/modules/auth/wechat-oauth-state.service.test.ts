import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/databases';
import { describeEachDatabase } from '../../../test/each-database';
import { wechatOauthStateRepository } from './wechat-oauth-state.repository';
import { OAUTH_STATE_TTL_MS, wechatOauthStateService } from './wechat-oauth-state.service';

const START = {
  purpose: 'login' as const,
  user_id: null,
  scope: 'snsapi_base' as const,
  redirect_uri: 'https://shop.example/pages/common/login/login?wechatMp=login',
  return_url: '/pages/tabbar/me/me',
};

describeEachDatabase("the official account's OAuth states", (target) => {
  let database: TestDatabase;
  let clock = Date.UTC(2026, 11, 2, 8);
  const states = (secret = 'a-secret-long-enough-for-tests-123') =>
    wechatOauthStateService(wechatOauthStateRepository(database.db), secret, () => clock);

  beforeAll(async () => {
    database = await createTestDatabase(target.url);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('answers what was started, once', async () => {
    const state = await states().issue(START);
    expect(await states().take(state)).toMatchObject(START);
    expect(await states().take(state)).toBeUndefined();
  });

  it('refuses a state past its time', async () => {
    const state = await states().issue(START);
    clock += OAUTH_STATE_TTL_MS;
    expect(await states().take(state)).toBeUndefined();
  });

  it('refuses a state signed with another secret, and drops expired ones when the next is issued', async () => {
    const state = await states('another-secret-long-enough-for-tests').issue(START);
    expect(await states().take(state)).toBeUndefined();
    clock += OAUTH_STATE_TTL_MS;
    await states().issue(START);
    const left = await database.db.selectFrom('wechat_oauth_states').select('expires_at').execute();
    expect(left.every((row) => Number(row.expires_at) > clock)).toBe(true);
  });
});
