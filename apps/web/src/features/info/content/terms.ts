import { SERVICE_EMAIL, SERVICE_HOTLINE } from '../constants';
import type { InfoDocument, Localized } from './document';

/** The terms of service of the shop. */
export const TERMS: Localized<InfoDocument> = {
  'zh-CN': {
    intro: [
      '欢迎使用鲜花速递！本协议是您与鲜花速递（以下简称“我们”）之间关于使用鲜花速递网站及相关服务（以下简称“本服务”）的约定。请您在注册、登录或下单前仔细阅读本协议，特别是责任限制、退款与售后等条款。',
      '当您勾选同意本协议、完成登录或使用本服务时，即表示您已阅读、理解并接受本协议的全部内容。如您不同意，请停止使用本服务。',
    ],
    sections: [
      {
        heading: '一、服务内容',
        paragraphs: [
          '我们通过本网站为您提供鲜花、绿植、花礼及相关商品的浏览、购买、同城配送、售后和在线客服等服务。',
          '具体商品、配送范围、配送时段和活动规则以下单时页面展示为准，我们可能根据经营情况调整服务内容，并在网站上公示。',
        ],
      },
      {
        heading: '二、账号注册与使用',
        paragraphs: [
          '您可以使用本人手机号和短信验证码登录；首次登录的手机号将自动注册为会员账号。员工和管理员使用我们分配的账号密码登录。',
          '您应妥善保管手机和验证码，不得将账号出借、转让或出售给他人。通过您账号进行的操作视为您本人的行为；如发现账号被盗用，请立即联系客服。',
          '您填写的昵称、头像等资料不得含有违法、侵权、低俗或广告信息，否则我们有权要求修改或予以删除。',
        ],
      },
      {
        heading: '三、商品与价格',
        paragraphs: [
          '鲜花是天然产品，每一朵花的颜色、大小和开放程度都会略有不同。商品图片仅供参考，实物以花材、数量和包装风格与描述一致为准。',
          '遇到节日或季节性缺货时，在不降低商品价值的前提下，花艺师可能用同等价值、相近颜色的花材替换个别辅材，并尽量保持整体风格；主花材需要替换时，我们会先征得您的同意。',
          '商品价格以下单时页面显示为准。因系统故障等原因导致价格明显错误的，我们会及时联系您，您可以选择按正确价格继续购买或取消订单并全额退款。',
        ],
      },
      {
        heading: '四、订单与支付',
        paragraphs: [
          '您提交订单并完成支付后，订单成立。未支付的订单将在30分钟后自动取消，占用的库存和优惠券随之释放。',
          '请准确填写收花人姓名、电话、地址、配送日期和贺卡留言。因信息有误导致无法送达或送错的，产生的损失由下单人承担；我们会尽力协助重新配送。',
          '优惠券须在有效期内按使用规则使用，每笔订单限用一张，不可兑换现金；订单取消后，未过期的优惠券将退回您的账户。',
        ],
      },
      {
        heading: '五、配送与签收',
        paragraphs: [
          '我们提供同城配送，您可以在下单时选择配送日期和时段。当日配送需在页面公示的截单时间前下单；节假日订单量较大时，配送时间可能有所浮动，我们会提前告知。',
          '收花人不在时，配送员会电话联系并按您的指示放置或改约时间。收花人拒收、联系不上或地址无法进入，导致鲜花无法送达的，我们不承担鲜花损耗的责任。',
          '请收花人在签收时检查商品；订单将在配送完成7天后自动确认收货。',
        ],
      },
      {
        heading: '六、退款与售后',
        paragraphs: [
          '订单发货前，您可以随时申请全额退款。发货后，鲜花属于鲜活易腐商品，不适用七天无理由退货。',
          '如收到的商品存在明显质量问题（如大面积枯萎、折损、花材与描述严重不符），请在签收后24小时内通过“售后服务”提交照片和说明，我们核实后将为您补发、部分退款或全额退款。',
          '退款将按原支付方式退回，到账时间以支付渠道为准。',
        ],
      },
      {
        heading: '七、用户行为规范',
        paragraphs: [
          '您在使用评价、意见反馈、在线客服等功能时，应遵守法律法规和公序良俗，不得发布违法、侮辱、诽谤、侵犯他人隐私或商业广告的内容。',
          '不得以不正当手段（包括使用程序批量下单、恶意刷单、恶意占用库存或套取优惠）使用本服务。一经发现，我们有权取消相关订单、收回优惠并限制账号使用。',
        ],
      },
      {
        heading: '八、知识产权',
        paragraphs: [
          '本网站的文字、图片、花艺设计、商标和界面设计等内容的知识产权归我们或相关权利人所有。未经许可，不得复制、转载或用于商业用途。',
          '您发表的评价和上传的图片，您同意授权我们在本服务范围内免费展示和使用。',
        ],
      },
      {
        heading: '九、责任限制',
        paragraphs: [
          '因不可抗力（如恶劣天气、自然灾害、交通管制、疫情防控等）导致无法按时配送的，我们会及时通知您并协商改期或退款，但不承担额外赔偿责任。',
          '在法律允许的范围内，我们对您因使用本服务所遭受的损失，承担的责任以该笔订单的实付金额为限。',
        ],
      },
      {
        heading: '十、协议的变更与终止',
        paragraphs: [
          '我们可能根据业务发展和法律法规的变化修改本协议，修改后的协议将在网站公布并注明更新日期。重大变更时，我们会在您登录时提示。您继续使用本服务即视为接受修改后的协议。',
          '您可以随时停止使用本服务并联系客服注销账号。您严重违反本协议时，我们有权暂停或终止向您提供服务。',
        ],
      },
      {
        heading: '十一、法律适用与争议解决',
        paragraphs: [
          '本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方可向我们所在地有管辖权的人民法院提起诉讼。',
        ],
      },
      {
        heading: '十二、联系我们',
        paragraphs: [`客服热线：${SERVICE_HOTLINE}（每天 09:00–21:00）`, `客服邮箱：${SERVICE_EMAIL}`],
      },
    ],
  },
  en: {
    intro: [
      'Welcome to Fresh Flower Express. These terms are an agreement between you and Fresh Flower Express ("we", "us") on the use of our website and services (the "Service"). Please read them carefully before you sign up, log in or place an order, in particular the parts that limit our liability and set out refunds.',
      'By ticking your agreement, logging in or using the Service you confirm that you have read, understood and accept these terms. If you do not agree, please stop using the Service.',
    ],
    sections: [
      {
        heading: '1. The Service',
        paragraphs: [
          'Through this website we let you browse and buy fresh flowers, plants, flower gifts and related goods, and we provide same-city delivery, after-sale service and online customer service.',
          'The goods, delivery areas, delivery time slots and promotion rules are those shown when you order. We may adjust the Service as our business requires and will announce such changes on the website.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You log in with your own mobile number and a text-message code; a number logging in for the first time becomes a member account. Staff and administrators log in with the account and password we give them.',
          'Keep your phone and codes safe and do not lend, transfer or sell your account. What is done through your account counts as done by you. If your account is misused, contact customer service at once.',
          'Nicknames, avatars and other details you provide must not be unlawful, infringing, vulgar or advertising; otherwise we may ask you to change them or remove them.',
        ],
      },
      {
        heading: '3. Goods and prices',
        paragraphs: [
          'Flowers are natural products: every bloom differs slightly in colour, size and openness. Pictures are for reference; what we promise is that the flowers, their number and the style of wrapping match the description.',
          'When a flower is out of season or sold out around holidays, our florists may replace individual filler flowers with ones of equal value and a similar colour, keeping the overall style. We ask you first before replacing the main flower.',
          'The price is the one shown when you order. If a price is obviously wrong because of a system error, we will contact you, and you may either buy at the correct price or cancel with a full refund.',
        ],
      },
      {
        heading: '4. Orders and payment',
        paragraphs: [
          'An order is made when you submit and pay for it. An unpaid order is cancelled automatically after 30 minutes, releasing its stock and coupon.',
          "Please give the recipient's name, phone number, address, delivery date and card message correctly. Losses from wrong details that make a delivery fail or go astray are borne by the buyer, though we will do our best to help redeliver.",
          'Coupons are used within their validity and rules, one per order, and cannot be exchanged for cash. An unexpired coupon returns to your account when its order is cancelled.',
        ],
      },
      {
        heading: '5. Delivery and receipt',
        paragraphs: [
          'We deliver within the city on the date and in the time slot you choose. Same-day delivery requires ordering before the cut-off shown on the page; at busy holidays delivery times may vary, and we will tell you in advance.',
          'If the recipient is out, the courier calls and follows your instructions or arranges another time. We are not liable for flowers that cannot be delivered because the recipient refuses them, cannot be reached, or the address cannot be entered.',
          'The recipient should check the goods on receipt; an order is confirmed as received automatically 7 days after delivery.',
        ],
      },
      {
        heading: '6. Refunds and after-sale',
        paragraphs: [
          'Before an order is dispatched you may ask for a full refund at any time. Once dispatched, fresh flowers are perishable goods and are not covered by the seven-day no-reason return.',
          'If the goods have an obvious quality problem (widely wilted, broken, or clearly unlike the description), submit photos and a description through After-sale service within 24 hours of receipt. Once we have checked, we will resend, refund in part or refund in full.',
          'Refunds go back to the original payment method; the time they take depends on the payment channel.',
        ],
      },
      {
        heading: '7. Conduct',
        paragraphs: [
          "When you write reviews, send feedback or chat with customer service, follow the law and public order, and do not post unlawful, insulting or defamatory content, other people's private information or advertising.",
          'Do not use the Service by improper means, including ordering with scripts, fake orders, holding stock maliciously or abusing promotions. If we find such use we may cancel the orders concerned, withdraw the benefits and restrict the account.',
        ],
      },
      {
        heading: '8. Intellectual property',
        paragraphs: [
          'The texts, pictures, floral designs, trademarks and interface of this website belong to us or their owners. Do not copy, republish or use them commercially without permission.',
          'You allow us to show and use, free of charge and within the Service, the reviews and pictures you post.',
        ],
      },
      {
        heading: '9. Limitation of liability',
        paragraphs: [
          'If force majeure (such as severe weather, natural disasters, traffic control or public-health measures) prevents delivery on time, we will tell you promptly and agree a new date or a refund, without further compensation.',
          'To the extent the law allows, our liability for losses from your use of the Service is limited to the amount you paid for the order concerned.',
        ],
      },
      {
        heading: '10. Changes and termination',
        paragraphs: [
          'We may change these terms as our business or the law changes. Changed terms are published on the website with their date, and important changes are pointed out when you log in. Using the Service afterwards means you accept them.',
          'You may stop using the Service at any time and ask customer service to close your account. If you seriously breach these terms, we may suspend or end the Service for you.',
        ],
      },
      {
        heading: '11. Governing law and disputes',
        paragraphs: [
          "These terms are governed by the laws of the People's Republic of China. Disputes shall first be settled by friendly negotiation; failing that, either party may sue in the competent people's court where we are located.",
        ],
      },
      {
        heading: '12. Contact us',
        paragraphs: [`Hotline: ${SERVICE_HOTLINE} (daily 09:00–21:00)`, `E-mail: ${SERVICE_EMAIL}`],
      },
    ],
  },
};
