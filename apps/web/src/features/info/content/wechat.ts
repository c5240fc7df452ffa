import type { Localized } from './document';

/** What the WeChat contact is for, and how to add it. */
export const WECHAT_TEXTS: Localized<{ intro: string; steps: string }> = {
  'zh-CN': {
    intro: '添加鲜花速递客服微信，订花、改地址、查物流都能一对一帮您处理。',
    steps: '保存二维码后在微信「扫一扫」中从相册选取，或复制微信号后在微信中搜索添加。',
  },
  en: {
    intro: 'Add our customer service on WeChat for one-to-one help with orders, addresses and deliveries.',
    steps: 'Save the QR code and pick it from your album in WeChat Scan, or copy the ID and search for it in WeChat.',
  },
};
