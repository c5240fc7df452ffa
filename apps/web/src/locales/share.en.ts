import type { ShareMessages } from './share.zh-CN';

/** The share cards' texts inside WeChat, in English. */
const shareEn: ShareMessages = {
  share: {
    homeDescription: 'Hand-picked flowers, delivered across the city on time',
    goodsDescription: '{{price}} · Fresh Flower Express',
    goodsTimeline: '{{name}} {{price}}',
  },
};

export default shareEn;
