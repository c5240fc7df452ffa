import type { LoginResult } from '@ffe/shared/contracts/member';
import type { WechatMpLoginAnswer } from '@ffe/shared/contracts/wechat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../../test/app';
import { describeEachDatabase } from '../../../test/each-database';
import { aMember } from '../../../test/factories';
import { type StandInPerson, startWechatStandIn, type WechatStandIn } from '../../../test/wechat-stand-in';
import { wechatIdentityRepository } from './wechat-identity.repository';

const APP = { appId: 'wx-mp-routes', appSecret: 'mp-secret' };
/** The origin `inject` reaches the app at. */
const SITE = 'http://localhost:80';
const LOGIN_PAGE = `${SITE}/pages/common/login/login?wechatMp=login`;
const SETTINGS_PAGE = `${SITE}/pages/me/user-set/user-set?wechatMp=bind`;
const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI';

type Authorization = { url: string; state: string };

describeEachDatabase('signing in and binding inside WeChat (official account)', (target) => {
  let wechat: WechatStandIn;
  let t: TestApp;
  let people = 0;
  const aPerson = (fields: Partial<StandInPerson> = {}): StandInPerson => ({
    openid: `mp-openid-${++people}`,
    unionid: `union-${people}`,
    nickname: `微信昵称${people}`,
    headimgurl: `https://wx.example/${people}.png`,
    ...fields,
  });
  const identities = () => wechatIdentityRepository(t.database.db);

  beforeAll(async () => {
    wechat = await startWechatStandIn(APP);
    t = await createTestApp(target.url, {
      WECHAT_MP_APP_ID: APP.appId,
      WECHAT_MP_APP_SECRET: APP.appSecret,
      WECHAT_API_BASE_URL: wechat.baseUrl,
    });
  });
  afterAll(async () => {
    await t?.close();
    await wechat?.close();
  });

  const authorize = async (returnUrl?: string) => {
    const answer = await post<Authorization>(t.app, '/api/member/wechat/mp/authorize', {
      redirectUri: LOGIN_PAGE,
      ...(returnUrl ? { returnUrl } : {}),
    });
    if (answer.status !== 200) throw new Error(`authorize answered ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const login = (code: string, state: string) =>
    post<WechatMpLoginAnswer>(t.app, '/api/member/wechat/mp/login', { code, state });

  /** The whole first sign-in: silent, then WeChat asks, then signed in. */
  async function firstSignIn(person: StandInPerson, returnUrl?: string) {
    const started = await authorize(returnUrl);
    const silent = await login(wechat.code(person, 'snsapi_base'), started.state);
    if (silent.body.data.status !== 'consent') throw new Error(`expected consent, got ${JSON.stringify(silent.body)}`);
    return login(wechat.code(person, 'snsapi_userinfo'), silent.body.data.state);
  }
  const signedIn = (answer: { body: { data: WechatMpLoginAnswer } }) => {
    if (answer.body.data.status !== 'signedIn') throw new Error(`not signed in: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };

  it('lists WeChat among the login types inside WeChat', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/loginTypes',
      payload: {},
      headers: { 'user-agent': WECHAT_UA },
    });
    expect(res.json().data.list).toContain('weixin');
  });

  it("starts at WeChat's authorize page, silently (snsapi_base), with a state and the way back to this site", async () => {
    const started = await authorize('/pages/order/order-list/order-list?tab=paid');
    const url = new URL(started.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(url.hash).toBe('#wechat_redirect');
    expect([...url.searchParams.keys()]).toEqual(['appid', 'redirect_uri', 'response_type', 'scope', 'state']);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: APP.appId,
      redirect_uri: LOGIN_PAGE,
      response_type: 'code',
      scope: 'snsapi_base',
      state: started.state,
    });
    // WeChat carries at most 128 bytes of [a-zA-Z0-9].
    expect(started.state).toMatch(/^[a-zA-Z0-9]{1,128}$/);
  });

  it('refuses a way back to another site, and a return to another site', async () => {
    const away = await post(t.app, '/api/member/wechat/mp/authorize', { redirectUri: 'https://evil.example/login' });
    expect(away).toMatchObject({ status: 400, body: { errCode: 'INVALID_PARAM' } });
    expect(away.body.message).toContain('redirectUri: NOT_ALLOWED');
    const returning = await post(t.app, '/api/member/wechat/mp/authorize', {
      redirectUri: LOGIN_PAGE,
      returnUrl: '//evil.example/',
    });
    expect(returning).toMatchObject({ status: 400, body: { errCode: 'INVALID_PARAM' } });
  });

  it('signs a newcomer in after WeChat asks once, with their nickname and avatar, returning where the state says', async () => {
    const person = aPerson();
    const done = signedIn(await firstSignIn(person, '/pages/order/order-list/order-list?tab=paid'));
    expect(done.returnUrl).toBe('/pages/order/order-list/order-list?tab=paid');
    expect(done.login.user).toMatchObject({ nickname: person.nickname, mobile: null });
    expect(done.login.user.avatar_file.url).toContain(person.headimgurl);
    // The JSAPI payment finds the payer's openid.
    expect(await identities().openIdOf(done.login.user._id, APP.appId)).toBe(person.openid);
  });

  it('signs a bound member in silently the next time: no question, the same member', async () => {
    const person = aPerson();
    const first = signedIn(await firstSignIn(person));
    const again = await login(wechat.code(person, 'snsapi_base'), (await authorize()).state);
    const second = signedIn(again);
    expect(second.login.user._id).toBe(first.login.user._id);
    expect(second.returnUrl).toBeNull();
  });

  it('links a newcomer to the member another app of the account knows by unionid', async () => {
    const member = await aMember(t.database.db);
    await identities().bind({
      app_id: 'wx-website',
      openid: 'website-openid',
      unionid: 'union-shared',
      user_id: member.id,
      created_at: Date.now(),
    });
    const done = signedIn(await firstSignIn(aPerson({ unionid: 'union-shared' })));
    expect(done.login.user._id).toBe(member.id);
    expect(done.login.user.mobile).toBe(member.user.phone);
    expect(await identities().openIdOf(member.id, APP.appId)).toBeDefined();
  });

  it('registers one member when the same newcomer signs in twice at once', async () => {
    const person = aPerson();
    const silent = await Promise.all([authorize(), authorize()]);
    const consents = await Promise.all(silent.map((s) => login(wechat.code(person, 'snsapi_base'), s.state)));
    const answers = await Promise.all(
      consents.map((c) =>
        c.body.data.status === 'consent'
          ? login(wechat.code(person, 'snsapi_userinfo'), c.body.data.state)
          : Promise.reject(new Error('expected consent')),
      ),
    );
    const ids = answers.map((a) => signedIn(a).login.user._id);
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses a state used once already, or one this server did not sign', async () => {
    const person = aPerson();
    const started = await authorize();
    await login(wechat.code(person, 'snsapi_base'), started.state);
    const replay = await login(wechat.code(person, 'snsapi_base'), started.state);
    expect(replay).toMatchObject({ status: 400, body: { errCode: 'WECHAT_STATE_INVALID' } });
    const forged = await login(wechat.code(person, 'snsapi_base'), `${started.state.slice(0, 32)}${'0'.repeat(32)}`);
    expect(forged).toMatchObject({ status: 400, body: { errCode: 'WECHAT_STATE_INVALID' } });
    expect((await login('whatever', 'not-a-state')).body.errCode).toBe('WECHAT_STATE_INVALID');
  });

  it('refuses a code WeChat refuses', async () => {
    const answer = await login('made-up-code', (await authorize()).state);
    expect(answer).toMatchObject({ status: 401, body: { errCode: 'WECHAT_CODE_REFUSED' } });
  });

  it('answers that WeChat cannot be reached', async () => {
    const { state } = await authorize();
    wechat.state.down = true;
    try {
      const answer = await login(wechat.code(aPerson(), 'snsapi_base'), state);
      expect(answer).toMatchObject({ status: 503, body: { errCode: 'WECHAT_UNREACHABLE' } });
    } finally {
      wechat.state.down = false;
    }
  });

  describe('binding a member who signed in by phone', () => {
    const bindAuthorize = (member: { token: string }, returnUrl?: string) =>
      post<Authorization>(
        t.app,
        '/api/member/wechat/mp/bind/authorize',
        { redirectUri: SETTINGS_PAGE, ...(returnUrl ? { returnUrl } : {}) },
        member,
      );
    const bind = (member: { token: string }, code: string, state: string) =>
      post<{ returnUrl: string | null }>(t.app, '/api/member/wechat/mp/bind', { code, state }, member);
    const binding = (member: { token: string }) =>
      post<{ available: boolean; bound: boolean }>(t.app, '/api/member/wechat/mp/binding', {}, member);

    it('binds with one tap (snsapi_base), after which WeChat signs the same member in and the phone stays', async () => {
      const member = await aMember(t.database.db);
      expect((await binding(member)).body.data).toEqual({ available: true, bound: false });
      const started = (await bindAuthorize(member, '/pages/me/user-set/user-set')).body.data;
      expect(new URL(started.url).searchParams.get('scope')).toBe('snsapi_base');
      const person = aPerson();
      const bound = await bind(member, wechat.code(person, 'snsapi_base'), started.state);
      expect(bound).toMatchObject({ status: 200, body: { data: { returnUrl: '/pages/me/user-set/user-set' } } });
      expect((await binding(member)).body.data).toEqual({ available: true, bound: true });
      const later = signedIn(await login(wechat.code(person, 'snsapi_base'), (await authorize()).state));
      expect(later.login.user).toMatchObject({ _id: member.id, mobile: member.user.phone });
      // Binding the same WeChat again changes nothing.
      const again = (await bindAuthorize(member)).body.data;
      expect((await bind(member, wechat.code(person, 'snsapi_base'), again.state)).status).toBe(200);
    });

    it('asks a visitor to sign in first', async () => {
      for (const call of ['bind/authorize', 'bind', 'binding']) {
        const res = await post(t.app, `/api/member/wechat/mp/${call}`, {
          redirectUri: SETTINGS_PAGE,
          code: 'c',
          state: 's',
        });
        expect(res.status, call).toBe(401);
      }
    });

    it('refuses a WeChat bound to another member', async () => {
      const person = aPerson();
      signedIn(await firstSignIn(person));
      const member = await aMember(t.database.db);
      const started = (await bindAuthorize(member)).body.data;
      const answer = await bind(member, wechat.code(person, 'snsapi_base'), started.state);
      expect(answer).toMatchObject({ status: 409, body: { errCode: 'WECHAT_BOUND_ELSEWHERE' } });
      expect((await binding(member)).body.data.bound).toBe(false);
    });

    it('refuses a second WeChat for a member bound already', async () => {
      const member = await aMember(t.database.db);
      await bind(member, wechat.code(aPerson(), 'snsapi_base'), (await bindAuthorize(member)).body.data.state);
      const answer = await bind(
        member,
        wechat.code(aPerson(), 'snsapi_base'),
        (await bindAuthorize(member)).body.data.state,
      );
      expect(answer).toMatchObject({ status: 409, body: { errCode: 'WECHAT_ALREADY_BOUND' } });
    });

    it("refuses another member's state, and a sign-in's state", async () => {
      const member = await aMember(t.database.db);
      const other = await aMember(t.database.db);
      const theirs = (await bindAuthorize(other)).body.data.state;
      const answer = await bind(member, wechat.code(aPerson(), 'snsapi_base'), theirs);
      expect(answer).toMatchObject({ status: 400, body: { errCode: 'WECHAT_STATE_INVALID' } });
      const signIn = (await authorize()).state;
      expect((await bind(member, wechat.code(aPerson(), 'snsapi_base'), signIn)).body.errCode).toBe(
        'WECHAT_STATE_INVALID',
      );
    });

    it('refuses a code WeChat refuses, and answers when WeChat cannot be reached', async () => {
      const member = await aMember(t.database.db);
      const refused = await bind(member, 'made-up', (await bindAuthorize(member)).body.data.state);
      expect(refused).toMatchObject({ status: 401, body: { errCode: 'WECHAT_CODE_REFUSED' } });
      const { state } = (await bindAuthorize(member)).body.data;
      wechat.state.down = true;
      try {
        const down = await bind(member, wechat.code(aPerson(), 'snsapi_base'), state);
        expect(down).toMatchObject({ status: 503, body: { errCode: 'WECHAT_UNREACHABLE' } });
      } finally {
        wechat.state.down = false;
      }
    });
  });

  it('keeps the website login in its own app, so a unionid links it to the official account (decision 053)', async () => {
    // The test app's website login is the sandbox: code `sandbox.<name>` tells unionid `sandbox-union-<name>`.
    const web = await post<LoginResult>(t.app, '/api/member/login/wechat', { code: 'sandbox.linda' });
    expect(await identities().openIdOf(web.body.data.user._id, 'sandbox-web')).toBe('sandbox-linda');
    const inside = signedIn(await firstSignIn(aPerson({ unionid: 'sandbox-union-linda' })));
    expect(inside.login.user._id).toBe(web.body.data.user._id);
    const webAgain = await post<LoginResult>(t.app, '/api/member/login/wechat', { code: 'sandbox.linda' });
    expect(webAgain.body.data.user._id).toBe(web.body.data.user._id);
  });
});

describe('without an official account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(undefined, { WECHAT_SANDBOX: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers no WeChat sign-in inside WeChat, and refuses to start one', async () => {
    const types = await t.app.inject({
      method: 'POST',
      url: '/api/member/loginTypes',
      payload: {},
      headers: { 'user-agent': WECHAT_UA },
    });
    expect(types.json().data.list).not.toContain('weixin');
    const started = await post(t.app, '/api/member/wechat/mp/authorize', { redirectUri: LOGIN_PAGE });
    expect(started).toMatchObject({ status: 400, body: { errCode: 'LOGIN_TYPE_DISABLED' } });
    const member = await aMember(t.database.db);
    const binding = await post(t.app, '/api/member/wechat/mp/binding', {}, member);
    expect(binding.body.data).toEqual({ available: false, bound: false });
  });
});

describe('with an official account and no website app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(undefined, {
      WECHAT_SANDBOX: 'false',
      WECHAT_MP_APP_ID: APP.appId,
      WECHAT_MP_APP_SECRET: APP.appSecret,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers WeChat inside WeChat only, where the official account signs in', async () => {
    const typesFor = async (userAgent: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/member/loginTypes',
          payload: {},
          headers: { 'user-agent': userAgent },
        })
      ).json().data.list;
    expect(await typesFor(WECHAT_UA)).toContain('weixin');
    expect(await typesFor('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1')).not.toContain(
      'weixin',
    );
  });
});
