import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWechatStandIn, type WechatStandIn } from '../../../test/wechat-stand-in';
import { openPlatformWechat } from './wechat-provider';

const APP = { appId: 'wx-mp-test', appSecret: 'mp-secret' };

describe('the website login against a stand-in WeChat', () => {
  let wechat: WechatStandIn;

  beforeAll(async () => {
    wechat = await startWechatStandIn(APP);
  });
  afterAll(async () => {
    await wechat.close();
  });

  it('tells the website login the unionid too, so the two apps link (decision 053)', async () => {
    const website = openPlatformWechat(APP.appId, APP.appSecret, wechat.baseUrl);
    const person = { openid: 'web-1', unionid: 'u-web', nickname: '网站' };
    // The website's QR login is a snsapi_login grant, which WeChat answers as it answers snsapi_userinfo.
    expect(await website.exchangeCode(wechat.code(person, 'snsapi_userinfo'))).toEqual({
      openid: 'web-1',
      unionid: 'u-web',
      nickname: '网站',
      avatar: '',
    });
  });
});
