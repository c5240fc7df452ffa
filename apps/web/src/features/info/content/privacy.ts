import { SERVICE_EMAIL, SERVICE_HOTLINE } from '../constants';
import type { InfoDocument, Localized } from './document';

/** The privacy policy of the shop. */
export const PRIVACY: Localized<InfoDocument> = {
  'zh-CN': {
    intro: [
      '鲜花速递（以下简称“我们”）深知个人信息对您的重要性。本政策说明我们在您使用鲜花速递网站及服务时，如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利。',
      '我们遵循合法、正当、必要和诚信的原则处理个人信息，只收集提供服务所必需的信息。',
    ],
    sections: [
      {
        heading: '一、我们收集的信息',
        paragraphs: [
          '登录与账号：您的手机号（用于接收验证码和登录）；员工账号的用户名。您可以自愿补充昵称、头像、性别、生日和语言偏好。',
          '下单与配送：收花人姓名、电话、地址，配送日期、时段、贺卡留言、备注，以及发票抬头和税号。这些信息是完成订单所必需的，您填写收花人信息前应征得收花人的同意。',
          '交易与售后：订单、支付状态、退款记录，以及您在评价、售后和意见反馈中提交的文字和图片。',
          '客服沟通：您与在线客服的聊天记录，用于解答问题和处理纠纷。未登录时，我们使用随机生成的设备标识区分您的咨询。',
          '使用记录：浏览过的商品（浏览历史）、收藏、搜索词，以及为保障安全而记录的访问时间、IP 地址和设备类型。',
        ],
      },
      {
        heading: '二、我们如何使用信息',
        paragraphs: [
          '为您提供登录、下单、支付、配送、售后和客服服务；发送验证码和订单状态通知。',
          '根据您的浏览和收藏为您展示可能喜欢的商品；您可以随时清空浏览历史和搜索记录。',
          '进行安全防护，识别盗号、刷单等异常行为；在法律法规要求时配合有关部门。',
          '我们不会将您的信息用于本政策未载明的其他目的；如需用于新的目的，我们会事先征得您的同意。',
        ],
      },
      {
        heading: '三、本地存储',
        paragraphs: [
          '为保持登录状态和使用体验，我们会在您的浏览器本地保存登录凭证、基本账号信息、购物车、搜索历史和语言设置。您可以在“用户设置—清除缓存”中清除这些数据（登录凭证除外），或退出登录以清除登录凭证。',
        ],
      },
      {
        heading: '四、共享、委托处理与公开披露',
        paragraphs: [
          '配送：我们仅向配送人员提供完成配送所必需的收花人姓名、电话和地址。',
          '支付：支付时，订单号和金额会提供给您选择的支付机构，我们不保存您的银行卡信息。',
          '短信：您的手机号会提供给短信服务商，仅用于发送验证码和通知。',
          '除上述情形及法律法规要求外，未经您的同意，我们不会向任何第三方出售、共享或公开披露您的个人信息。',
        ],
      },
      {
        heading: '五、信息的存储与保护',
        paragraphs: [
          '您的个人信息存储在中华人民共和国境内，保存期限为实现本政策所述目的所必需的最短时间；订单等交易信息按法律要求保存。超出期限后我们会删除或匿名化处理。',
          '我们采用传输加密、密码加盐哈希存储、访问权限控制和操作审计等措施保护您的信息。如发生个人信息安全事件，我们会及时告知您并向主管部门报告。',
        ],
      },
      {
        heading: '六、您的权利',
        paragraphs: [
          '您可以在“我的”和“用户设置”中查阅和更正您的昵称、头像等资料，管理收货地址、收藏和浏览历史。',
          '您可以联系客服要求复制、更正或删除您的个人信息，撤回您的同意，或注销账号。我们会在核实身份后15个工作日内处理。',
        ],
      },
      {
        heading: '七、未成年人保护',
        paragraphs: ['我们的服务主要面向成年人。未满14周岁的未成年人使用本服务前，应在监护人的陪同和同意下进行。'],
      },
      {
        heading: '八、政策的更新',
        paragraphs: [
          '本政策可能随业务和法律的变化而更新。更新后的政策会在网站公布并注明更新日期；重大变更时，我们会以显著方式提示您。',
        ],
      },
      {
        heading: '九、联系我们',
        paragraphs: [
          `如您对本政策或个人信息处理有任何疑问、意见或投诉，请通过客服热线 ${SERVICE_HOTLINE}（每天 09:00–21:00）或邮箱 ${SERVICE_EMAIL} 联系我们。`,
        ],
      },
    ],
  },
  en: {
    intro: [
      'Fresh Flower Express ("we", "us") knows how much your personal information matters. This policy explains how we collect, use, store, share and protect it when you use our website and services, and what rights you have.',
      'We handle personal information lawfully, fairly, in good faith and only as far as needed, and collect only what the Service requires.',
    ],
    sections: [
      {
        heading: '1. What we collect',
        paragraphs: [
          'Login and account: your mobile number (to send codes and log you in); the user name of staff accounts. You may add a nickname, avatar, gender, birthday and preferred language.',
          "Orders and delivery: the recipient's name, phone number and address, the delivery date, time slot, card message and notes, and invoice titles and tax numbers. These are needed to fulfil an order; please have the recipient's consent before giving their details.",
          'Purchases and after-sale: orders, payment status, refunds, and the texts and pictures you submit in reviews, after-sale requests and feedback.',
          'Customer service: your chats with customer service, to answer questions and settle disputes. Before you log in we tell your enquiries apart by a randomly generated device id.',
          'Usage: goods you viewed (browsing history), favourites, search words, and, for security, access times, IP address and device type.',
        ],
      },
      {
        heading: '2. How we use it',
        paragraphs: [
          'To log you in, take orders and payments, deliver, provide after-sale service and customer service, and send codes and order notices.',
          'To suggest goods you may like from what you viewed and favourited; you can clear your browsing and search history at any time.',
          'To keep the Service safe, detect account theft and fake orders, and to comply with the law when authorities require.',
          'We do not use your information for purposes this policy does not state; for a new purpose we ask you first.',
        ],
      },
      {
        heading: '3. Storage on your device',
        paragraphs: [
          'To keep you logged in and the Service smooth, your browser stores your login token, basic account details, cart, search history and language. You can clear them in Settings → Clear cache (except the login token), or log out to clear the token.',
        ],
      },
      {
        heading: '4. Sharing, processors and disclosure',
        paragraphs: [
          "Delivery: couriers get only the recipient's name, phone number and address needed to deliver.",
          'Payment: the payment provider you choose receives the order number and amount; we do not keep your bank card details.',
          'Text messages: your mobile number goes to our SMS provider only to send codes and notices.',
          'Apart from the above and what the law requires, we never sell, share or disclose your personal information to anyone without your consent.',
        ],
      },
      {
        heading: '5. Keeping and protecting it',
        paragraphs: [
          "Your information is stored in the People's Republic of China for no longer than the purposes above require; order records are kept as the law requires. Afterwards we delete or anonymise it.",
          'We protect it with encrypted connections, salted password hashes, access control and audit logs. Should a security incident occur, we will inform you promptly and report it to the authorities.',
        ],
      },
      {
        heading: '6. Your rights',
        paragraphs: [
          'In Mine and Settings you can see and correct your nickname, avatar and other details, and manage your addresses, favourites and browsing history.',
          'You may ask customer service for a copy of your information, to correct or delete it, to withdraw your consent, or to close your account. We handle requests within 15 working days of confirming your identity.',
        ],
      },
      {
        heading: '7. Children',
        paragraphs: [
          'The Service is meant for adults. Children under 14 should use it only with the company and consent of a parent or guardian.',
        ],
      },
      {
        heading: '8. Changes to this policy',
        paragraphs: [
          'We may update this policy as our business and the law change. The updated policy is published on the website with its date, and important changes are pointed out clearly.',
        ],
      },
      {
        heading: '9. Contact us',
        paragraphs: [
          `For questions, comments or complaints about this policy or your personal information, call ${SERVICE_HOTLINE} (daily 09:00–21:00) or write to ${SERVICE_EMAIL}.`,
        ],
      },
    ],
  },
};
