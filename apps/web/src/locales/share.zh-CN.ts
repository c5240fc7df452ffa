/** The share cards' texts inside WeChat: they load with the JS-SDK's code, only inside WeChat (decision 053). */
const shareZhCN = {
  share: {
    homeDescription: '精选鲜花，同城配送，准时送达',
    goodsDescription: '{{price}} · 鲜花速递',
    goodsTimeline: '{{name}} {{price}}',
  },
};

export type ShareMessages = typeof shareZhCN;
export default shareZhCN;
