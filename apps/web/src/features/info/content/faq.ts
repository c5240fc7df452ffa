import type { Localized } from './document';

export interface Faq {
  question: string;
  answer: string;
}

/** The help page's frequently asked questions. */
export const FAQ: Localized<Faq[]> = {
  'zh-CN': [
    {
      question: '下单后多久能送到？',
      answer:
        '我们提供同城配送，下单时可以选择配送日期和时段。当日配送请在页面显示的截单时间前下单，通常3小时内送达；节假日订单较多，请尽量提前预订。',
    },
    {
      question: '可以指定送达时间吗？',
      answer:
        '可以。在确认订单时选择配送日期和时段，配送员会在所选时段内送达；如需精确到某个时间点，请在订单备注中说明，我们会尽量安排。',
    },
    {
      question: '收到的花和图片不一样怎么办？',
      answer:
        '鲜花是天然产品，颜色和开放程度会略有差异；节日期间个别辅材可能用同等价值的花材替换。如有明显质量问题，请在签收后24小时内通过订单的“售后服务”提交照片，我们会尽快为您补发或退款。',
    },
    {
      question: '如何写贺卡？可以匿名送花吗？',
      answer:
        '确认订单时可以填写贺卡留言，花艺师会手写或打印在贺卡上；勾选“匿名赠送”后，配送时不会透露您的姓名和电话。',
    },
    {
      question: '订单可以修改或取消吗？',
      answer:
        '未付款的订单可以直接取消；已付款、尚未发货的订单可以申请全额退款。如需修改收花地址或配送时间，请尽快联系在线客服，发货后将无法修改。',
    },
    {
      question: '退款多久到账？',
      answer: '退款审核通过后按原支付方式退回，一般1–3个工作日到账，具体以支付渠道为准。',
    },
    {
      question: '如何开具发票？',
      answer: '确认订单时选择发票抬头（个人或单位，单位需填写税号），订单完成后我们会开具电子发票。',
    },
    {
      question: '收到鲜花后如何养护？',
      answer:
        '收到后请尽快将花枝斜剪2–3厘米插入清水，水位没过花茎三分之一；每天换水并修剪根部，避免阳光直射、空调直吹和靠近水果。',
    },
    {
      question: '优惠券怎么使用？',
      answer:
        '满足使用条件的优惠券会在确认订单时自动选出最优的一张，每笔订单限用一张；订单取消后，未过期的优惠券会退回账户。',
    },
  ],
  en: [
    {
      question: 'How soon will my order arrive?',
      answer:
        'We deliver within the city on the date and in the time slot you choose. Order before the same-day cut-off shown on the page and it usually arrives within 3 hours; at holidays please order early.',
    },
    {
      question: 'Can I choose the delivery time?',
      answer:
        'Yes. Choose the date and time slot when you confirm the order and the courier delivers within it. If you need an exact time, say so in the order note and we will do our best.',
    },
    {
      question: 'What if the flowers look different from the picture?',
      answer:
        "Flowers are natural, so colours and openness vary a little, and at holidays some filler flowers may be replaced with ones of equal value. If there is an obvious quality problem, send photos through the order's After-sale service within 24 hours and we will resend or refund quickly.",
    },
    {
      question: 'Can I add a card, or send flowers anonymously?',
      answer:
        'Write your card message when you confirm the order and our florist puts it on the card. Tick "send anonymously" and the courier will not reveal your name or number.',
    },
    {
      question: 'Can I change or cancel an order?',
      answer:
        'An unpaid order can be cancelled directly; a paid order that has not been dispatched can be fully refunded. To change the address or delivery time, contact customer service as soon as possible; after dispatch it can no longer be changed.',
    },
    {
      question: 'How long does a refund take?',
      answer:
        'Once approved, the refund goes back to the original payment method, usually within 1–3 working days depending on the channel.',
    },
    {
      question: 'How do I get an invoice?',
      answer:
        'Choose an invoice title (personal, or a company with its tax number) when you confirm the order; we issue an electronic invoice when the order is complete.',
    },
    {
      question: 'How do I care for the flowers?',
      answer:
        'Cut 2–3 cm off each stem at an angle and put them in clean water covering a third of the stems. Change the water and trim the stems daily, and keep them away from direct sun, air-conditioning and fruit.',
    },
    {
      question: 'How do coupons work?',
      answer:
        'When you confirm an order, the best coupon you can use is chosen for you; one coupon per order. If the order is cancelled, an unexpired coupon returns to your account.',
    },
  ],
};
