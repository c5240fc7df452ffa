import type { LoginResult } from '@ffe/shared/contracts/member';
import type { WechatJsConfig, WechatMpLoginAnswer } from '@ffe/shared/contracts/wechat';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';

const LOGIN_PAGE = 'http://localhost/pages/common/login/login?wechatMp=login';

/** Follows the sandbox's page as WeChat would: straight back for snsapi_base, through the consent link otherwise. */
async function throughTheSandbox(app: Parameters<typeof post>[0], url: string) {
  const page = await app.inject({ method: 'GET', url });
  if (page.statusCode === 302) return new URL(String(page.headers.location));
  expect(page.statusCode).toBe(200);
  const href = /href="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&#38;', '&') ?? '';
  return new URL(href);
}

describeOnEachDatabase('signing in inside WeChat in development (the sandbox)', (t) => {
  it('plays the official account: silent, then asks once, then the member the website sandbox knows', async () => {
    const website = await post<LoginResult>(t.app, '/api/member/login/wechat', { code: 'sandbox.demo-wechat-user' });
    const started = await post<{ url: string; state: string }>(t.app, '/api/member/wechat/mp/authorize', {
      redirectUri: LOGIN_PAGE,
      returnUrl: '/pages/tabbar/me/me',
    });
    const silent = await throughTheSandbox(t.app, started.body.data.url);
    expect(silent.searchParams.get('wechatMp')).toBe('login');
    expect(silent.searchParams.get('state')).toBe(started.body.data.state);
    const first = await post<WechatMpLoginAnswer>(t.app, '/api/member/wechat/mp/login', {
      code: silent.searchParams.get('code'),
      state: silent.searchParams.get('state'),
    });
    if (first.body.data.status !== 'consent') throw new Error('expected WeChat to ask first');
    const asked = await throughTheSandbox(t.app, first.body.data.url);
    const done = await post<WechatMpLoginAnswer>(t.app, '/api/member/wechat/mp/login', {
      code: asked.searchParams.get('code'),
      state: asked.searchParams.get('state'),
    });
    expect(done.body.data).toMatchObject({ status: 'signedIn', returnUrl: '/pages/tabbar/me/me' });
    if (done.body.data.status === 'signedIn') {
      expect(done.body.data.login.user._id).toBe(website.body.data.user._id);
    }
  });

  it('signs pages with the sandbox ticket', async () => {
    const res = await post<WechatJsConfig>(t.app, '/api/mall/wechat/jssdk/config', { url: 'http://localhost/' });
    expect(res.body.data).toMatchObject({ appId: 'sandbox-mp', signature: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });
});
