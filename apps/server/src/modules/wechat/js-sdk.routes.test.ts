import crypto from 'node:crypto';
import type { WechatJsConfig } from '@ffe/shared/contracts/wechat';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../../test/app';
import { describeEachDatabase } from '../../../test/each-database';
import { startWechatStandIn, type WechatStandIn } from '../../../test/wechat-stand-in';

const APP = { appId: 'wx-mp-jssdk', appSecret: 'mp-secret' };
const PAGE = 'http://localhost/pages/goods/detail/detail?id=g-rose';

const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('hex');

describeEachDatabase("the JS-SDK's wx.config for the share cards", (target) => {
  let wechat: WechatStandIn;
  let t: TestApp;

  beforeAll(async () => {
    wechat = await startWechatStandIn(APP);
    wechat.state.credentialDelayMs = 30;
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

  const config = (url: string) => post<WechatJsConfig>(t.app, '/api/mall/wechat/jssdk/config', { url });

  it('signs a page of the shop, fetching access_token and jsapi_ticket once for hundreds of concurrent pages', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => config(PAGE)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(wechat.state.tokens).toBe(1);
    expect(wechat.state.tickets).toBe(1);
    const { appId, timestamp, nonceStr, signature } = answers[0]?.body.data ?? ({} as WechatJsConfig);
    expect(appId).toBe(APP.appId);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(nonceStr).toMatch(/^[0-9a-f]{24}$/);
    expect(signature).toBe(sha1(`jsapi_ticket=ticket-1&noncestr=${nonceStr}&timestamp=${timestamp}&url=${PAGE}`));
  });

  it('signs the address without its # part', async () => {
    const { body } = await config(`${PAGE}#comments`);
    const { nonceStr, timestamp, signature } = body.data;
    expect(signature).toBe(sha1(`jsapi_ticket=ticket-1&noncestr=${nonceStr}&timestamp=${timestamp}&url=${PAGE}`));
  });

  it("lets the shop's pages load WeChat's JS-SDK script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self' https://res.wx.qq.com");
  });

  it("refuses another site's page, and what is not an address", async () => {
    const away = await config('https://evil.example/pages/goods/detail/detail?id=g-rose');
    expect(away).toMatchObject({ status: 400, body: { errCode: 'INVALID_PARAM', message: 'url: NOT_ALLOWED' } });
    const nonsense = await config('not an address');
    expect(nonsense).toMatchObject({ status: 400, body: { errCode: 'INVALID_PARAM', message: 'url: INVALID' } });
  });
});

describeEachDatabase('the JS-SDK while WeChat cannot be reached', (target) => {
  let wechat: WechatStandIn;
  let t: TestApp;
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

  it('answers WECHAT_UNREACHABLE, then signs once WeChat answers again', async () => {
    wechat.state.down = true;
    const down = await post(t.app, '/api/mall/wechat/jssdk/config', { url: PAGE });
    expect(down).toMatchObject({ status: 503, body: { errCode: 'WECHAT_UNREACHABLE' } });
    wechat.state.down = false;
    const up = await post(t.app, '/api/mall/wechat/jssdk/config', { url: PAGE });
    expect(up.status).toBe(200);
  });
});

describeEachDatabase('the JS-SDK without an official account', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target.url, { WECHAT_SANDBOX: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers that there is none, and keeps scripts to the shop itself', async () => {
    const res = await post(t.app, '/api/mall/wechat/jssdk/config', { url: PAGE });
    expect(res).toMatchObject({ status: 404, body: { errCode: 'NOT_FOUND' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('res.wx.qq.com');
  });
});
