import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWechatStandIn, type WechatStandIn } from '../../../test/wechat-stand-in';
import { officialAccount } from './official-account-provider';
import { WechatRefused, WechatUnreachable } from './wechat-api';

const APP = { appId: 'wx-mp-test', appSecret: 'mp-secret' };

describe('the official account against a stand-in WeChat', () => {
  let wechat: WechatStandIn;
  const account = () => officialAccount(APP.appId, APP.appSecret, wechat.baseUrl);

  beforeAll(async () => {
    wechat = await startWechatStandIn(APP);
  });
  afterAll(async () => {
    await wechat.close();
  });

  it("sends the visitor to WeChat's authorize page with its parameters in WeChat's order", () => {
    const url = account().authorizeUrl(
      'https://shop.example/pages/common/login/login?wechatMp=login',
      'snsapi_base',
      'abc',
    );
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx-mp-test' +
        '&redirect_uri=https%3A%2F%2Fshop.example%2Fpages%2Fcommon%2Flogin%2Flogin%3FwechatMp%3Dlogin' +
        '&response_type=code&scope=snsapi_base&state=abc#wechat_redirect',
    );
  });

  it('exchanges a snsapi_base code for the openid alone, and a snsapi_userinfo one for the profile and unionid', async () => {
    const person = { openid: 'o-1', unionid: 'u-1', nickname: '小花', headimgurl: 'https://wx.example/a.png' };
    const base = await account().exchangeCode(wechat.code(person, 'snsapi_base'));
    expect(base).toMatchObject({ openid: 'o-1', unionid: undefined });
    const grant = await account().exchangeCode(wechat.code(person, 'snsapi_userinfo'));
    expect(grant).toMatchObject({ openid: 'o-1', unionid: 'u-1' });
    expect(await account().userInfo(grant)).toEqual({
      nickname: '小花',
      avatar: 'https://wx.example/a.png',
      unionid: 'u-1',
    });
  });

  it('is refused a code WeChat did not give, or gave once already', async () => {
    const code = wechat.code({ openid: 'o-2' }, 'snsapi_base');
    await account().exchangeCode(code);
    await expect(account().exchangeCode(code)).rejects.toBeInstanceOf(WechatRefused);
    await expect(account().exchangeCode('made-up')).rejects.toMatchObject({ errcode: 40029 });
  });

  it('is refused with a wrong secret', async () => {
    const wrong = officialAccount(APP.appId, 'not-the-secret', wechat.baseUrl);
    await expect(wrong.exchangeCode(wechat.code({ openid: 'o-3' }, 'snsapi_base'))).rejects.toMatchObject({
      errcode: 40125,
    });
    await expect(wrong.fetchAccessToken()).rejects.toBeInstanceOf(WechatRefused);
  });

  it('fetches the access_token and, with it, the jsapi_ticket', async () => {
    const token = await account().fetchAccessToken();
    expect(token).toEqual({ value: expect.stringMatching(/^token-/), expiresInSeconds: 7200 });
    expect(await account().fetchJsapiTicket(token.value)).toEqual({
      value: expect.stringMatching(/^ticket-/),
      expiresInSeconds: 7200,
    });
    await expect(account().fetchJsapiTicket('an-old-token')).rejects.toMatchObject({ errcode: 40001 });
  });

  it('counts WeChat unreachable when its gateway answers an error page, or nothing listens', async () => {
    wechat.state.down = true;
    try {
      await expect(account().exchangeCode('any')).rejects.toBeInstanceOf(WechatUnreachable);
    } finally {
      wechat.state.down = false;
    }
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = officialAccount(APP.appId, APP.appSecret, `http://127.0.0.1:${port}`);
    await expect(nowhere.fetchAccessToken()).rejects.toBeInstanceOf(WechatUnreachable);
  });
});
