import { formatYuan } from '@ffe/shared/domain/money';
import type { QueryClient } from '@tanstack/react-query';
import shareEn from '../../locales/share.en';
import shareZhCN from '../../locales/share.zh-CN';
import { wechatJsConfigQuery } from '../api/get-wechat-js-config';
import i18n from '../i18n';
import type { ShareSubject } from './share-subject';

/** WeChat's JS-SDK, injected only inside WeChat. */
export const JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const SCRIPT_ID = 'wechat-js-sdk';

interface ShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}

/** The part of the JS-SDK's `wx` the share cards use. */
export interface WechatJsSdk {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (problem: unknown) => void): void;
  updateAppMessageShareData(data: ShareData): void;
  updateTimelineShareData(data: ShareData): void;
}

declare global {
  interface Window {
    wx?: WechatJsSdk;
  }
}

/** The JS-SDK, injected once: a second page finds the script (or `wx`) already there. */
function loadJsSdk(): Promise<WechatJsSdk> {
  if (window.wx) return Promise.resolve(window.wx);
  return new Promise((resolve, reject) => {
    const existing = document.getElementById(SCRIPT_ID);
    const script = existing ?? Object.assign(document.createElement('script'), { id: SCRIPT_ID, src: JS_SDK_URL });
    script.addEventListener('load', () => (window.wx ? resolve(window.wx) : reject(new Error('no wx after load'))));
    script.addEventListener('error', () => {
      // Gone, so the next page tries again.
      script.remove();
      reject(new Error(`${JS_SDK_URL} did not load`));
    });
    if (!existing) document.head.append(script);
  });
}

/**
 * The address WeChat checks the signature against: on iOS the one the visitor landed on (WeChat keeps it through the
 * app's own navigation), elsewhere the current one; never its `#` part.
 */
export function signedPageUrl(userAgent = navigator.userAgent): string {
  const landed = performance.getEntriesByType?.('navigation')[0]?.name;
  const url = /iPhone|iPad|iPod/i.test(userAgent) && landed ? landed : window.location.href;
  return url.split('#')[0] ?? url;
}

/** The share texts in both languages, added once to what i18n holds (they come with this chunk). */
function addTexts(): void {
  if (i18n.exists('share.homeDescription')) return;
  i18n.addResourceBundle('zh-CN', 'translation', shareZhCN, true, false);
  i18n.addResourceBundle('en', 'translation', shareEn, true, false);
}

const absolute = (path: string) => new URL(path, window.location.origin).href;

/** The card: title, description, picture and price in the page's language; the link is the page itself. */
export function shareCardOf(subject: ShareSubject): { title: string; desc: string; timeline: string; imgUrl: string } {
  addTexts();
  const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
  if (subject.kind === 'home') {
    return {
      title: t('app.name'),
      desc: t('share.homeDescription'),
      timeline: t('app.name'),
      imgUrl: absolute(subject.picture ?? '/favicon.svg'),
    };
  }
  const price = t(subject.from ? 'goods.priceFrom' : 'goods.price', { price: formatYuan(subject.salePrice) });
  return {
    title: subject.name,
    desc: t('share.goodsDescription', { price }),
    timeline: t('share.goodsTimeline', { name: subject.name, price }),
    imgUrl: absolute(subject.picture),
  };
}

/** Configures the JS-SDK for this page and sets what sharing it to a chat or to Moments shows. */
export async function showShareCard(client: QueryClient, subject: ShareSubject): Promise<void> {
  const [wx, config] = await Promise.all([loadJsSdk(), client.fetchQuery(wechatJsConfigQuery(signedPageUrl()))]);
  const card = shareCardOf(subject);
  const link = window.location.origin + window.location.pathname + window.location.search;
  wx.config({ debug: false, ...config, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
  wx.error((problem) => console.warn('WeChat JS-SDK refused its config', problem));
  wx.ready(() => {
    wx.updateAppMessageShareData({ title: card.title, desc: card.desc, link, imgUrl: card.imgUrl });
    wx.updateTimelineShareData({ title: card.timeline, link, imgUrl: card.imgUrl });
  });
}
