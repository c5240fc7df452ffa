// @vitest-environment jsdom
import type { Home } from '@ffe/shared/contracts/catalogue';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { JS_SDK_URL, type WechatJsSdk } from '../../../lib/wechat/share-card';
import { aGoodsDetail, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import GoodsDetailPage from './goods-detail-page';
import HomePage from './home-page';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.50.2701 NetType/WIFI';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const SIGNED = { appId: 'wx-mp', timestamp: 1_796_198_400, nonceStr: 'n0nce', signature: 'a'.repeat(40) };
const rose = aGoodsDetail({ stock: 3 });
const home: Home = {
  banners: [{ id: 'b1', title: '母亲节花礼', subtitle: '', image: '/images/b1.svg', link: '/' }],
  entries: [],
  categoryIcons: [],
  promotions: [],
  sections: [],
};

/** A stand-in for WeChat's `wx`: records the config and the share data, and runs `ready` at once. */
function aWx() {
  return {
    config: vi.fn(),
    error: vi.fn(),
    ready: vi.fn((callback: () => void) => callback()),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  } satisfies WechatJsSdk;
}

const sdkScript = () => document.querySelector<HTMLScriptElement>(`script[src="${JS_SDK_URL}"]`);

/** WeChat's script "arrives": `wx` is there and the script says it loaded. */
function loadSdk(wx: WechatJsSdk) {
  window.wx = wx;
  sdkScript()?.dispatchEvent(new Event('load'));
}

function serve() {
  return mockApi({
    [`/api/mall/goodsInfo/detail/${rose.id}`]: rose,
    '/api/mall/delivery/promise': {
      now: Date.now(),
      sameDay: false,
      cutoff: '16:00',
      orderBy: null,
      firstDate: null,
      area: null,
    },
    '/api/mall/home': home,
    '/api/mall/goodsInfo/search': { list: [], total: 0 },
    '/api/mall/wechat/jssdk/config': SIGNED,
  });
}

describe('share cards inside WeChat', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });
  afterEach(() => {
    sdkScript()?.remove();
    delete window.wx;
  });

  it("loads the JS-SDK and shares a bouquet with its name, picture and price, signed for the page's address", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const api = serve();
    renderPage(GoodsDetailPage, { path: PATHS.goodsDetail, search: `?id=${rose.id}` });
    await waitFor(() => expect(sdkScript()).not.toBeNull());
    const wx = aWx();
    loadSdk(wx);
    await waitFor(() => expect(wx.updateAppMessageShareData).toHaveBeenCalled());
    expect(api.bodies('/api/mall/wechat/jssdk/config')).toEqual([{ url: window.location.href.split('#')[0] }]);
    expect(wx.config).toHaveBeenCalledWith({
      debug: false,
      ...SIGNED,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    const link = window.location.origin + window.location.pathname + window.location.search;
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith({
      title: rose.name,
      desc: '¥199.50 · 鲜花速递',
      link,
      imgUrl: new URL(rose.cover, window.location.origin).href,
    });
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith({
      title: `${rose.name} ¥199.50`,
      link,
      imgUrl: new URL(rose.cover, window.location.origin).href,
    });
  });

  it('shares the shop from the home page, in English on an English page', async () => {
    await i18n.changeLanguage('en');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    serve();
    renderPage(HomePage, { path: PATHS.home });
    await waitFor(() => expect(sdkScript()).not.toBeNull());
    const wx = aWx();
    loadSdk(wx);
    await waitFor(() => expect(wx.updateAppMessageShareData).toHaveBeenCalled());
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(
      expect.objectContaining({
        title: i18n.t('app.name'),
        desc: 'Hand-picked flowers, delivered across the city on time',
        imgUrl: new URL('/images/b1.svg', window.location.origin).href,
      }),
    );
  });

  it('loads nothing of WeChat outside it', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_UA);
    const api = serve();
    renderPage(GoodsDetailPage, { path: PATHS.goodsDetail, search: `?id=${rose.id}` });
    expect(await screen.findByTestId('sale-price')).toBeTruthy();
    // The page has drawn the goods, when a share card would be set; its chunk (already here) would have come by now.
    await act(async () => {
      await import('../../../lib/wechat/share-card');
    });
    expect(sdkScript()).toBeNull();
    expect(api.bodies('/api/mall/wechat/jssdk/config')).toEqual([]);
  });
});
