import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AlipaySdk } from 'alipay-sdk';

/**
 * Alipay's open API gateway as a local server (decision 052). The official `alipay-sdk` judges every text: Alipay's
 * side (its private key, the app's public key) checks the shop's requests, and the shop's side as the SDK would hold
 * it (the app's key, Alipay's public key) must accept every answer and notice this stand-in sends. Nothing here uses
 * the shop's own signing code, so a mistake there cannot be mirrored here.
 */

const pem = (key: crypto.KeyObject, type: 'pkcs8' | 'spki') => (key.export({ type, format: 'pem' }) as string).trim();

const rsaPair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

/** An alipay-sdk instance holding `privateKey` to sign and `publicKey` to verify the other side. */
function sdkHolding(appId: string, privateKey: crypto.KeyObject, publicKey: crypto.KeyObject) {
  return new AlipaySdk({
    appId,
    privateKey: pem(privateKey, 'pkcs8'),
    keyType: 'PKCS8',
    alipayPublicKey: pem(publicKey, 'spki'),
  });
}

/** Form encoding as Alipay's Java servers write it (java.net.URLEncoder): `+` for a space, `%XX` for other bytes. */
function javaUrlEncode(bytes: Buffer): string {
  let out = '';
  for (const b of bytes) {
    const c = String.fromCharCode(b);
    out += /[A-Za-z0-9.\-*_]/.test(c) ? c : b === 0x20 ? '+' : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** GBK bytes of `text`, found through the platform's GBK decoder (Node has no GBK encoder). */
function gbkBytes(text: string): Buffer {
  const decoder = new TextDecoder('gbk');
  const parts = [...text].map((ch) => {
    if (ch.charCodeAt(0) < 0x80) return Buffer.from(ch, 'latin1');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        const pair = Buffer.from([lead, trail]);
        if (decoder.decode(pair) === ch) return pair;
      }
    }
    throw new Error(`no GBK code for ${ch}`);
  });
  return Buffer.concat(parts);
}

async function listen(handler: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** How a notice is made: a forger's key, the SDK's other text (with sign_type), GBK instead of UTF-8. */
export interface AlipayNoticeOptions {
  signWith?: crypto.KeyObject;
  withSignType?: boolean;
  charset?: 'utf-8' | 'GBK';
}

interface Trade {
  total: string;
  state: string;
  tradeNo: string;
  subject: string;
  /** The pay page the payer opened, its product code and where it sends them; empty when opened by `open`. */
  method: string;
  productCode: string;
  returnUrl: string;
  notifyUrl: string;
  refunded: Map<string, string>;
}

/** Each pay page and the product code it takes (电脑网站支付, 手机网站支付). */
const PAY_PAGES: Record<string, string> = {
  'alipay.trade.page.pay': 'FAST_INSTANT_TRADE_PAY',
  'alipay.trade.wap.pay': 'QUICK_WAP_WAY',
};

/** Alipay's gateway: pay pages (GET), trade query, refund, refund query (POST), and signed notices. */
export async function fakeAlipay(folder: { write(name: string, text: string): string }) {
  const app = rsaPair();
  const alipay = rsaPair();
  const appId = '2021000117600001';
  const sellerId = '2088102147948060';
  const atAlipay = sdkHolding(appId, alipay.privateKey, app.publicKey);
  const atShop = sdkHolding(appId, app.privateKey, alipay.publicKey);
  const trades = new Map<string, Trade>();
  /** Requests whose signature failed, and any text of this stand-in the SDK would refuse: both must stay empty. */
  const unsigned: string[] = [];
  /** Signs answers with this key instead of Alipay's, to play a forger. */
  let answerKey = alipay.privateKey;
  /** Answers carry this alipay_cert_sn before their sign, as certificate-mode answers do. */
  let certSn: string | undefined;

  /** Why a request would not pass Alipay's check, or is not signed over the text alipay-sdk signs; undefined if fine. */
  function signatureProblem(params: Record<string, string>): string | undefined {
    if (!atAlipay.checkNotifySignV2(params)) return 'signature does not verify';
    const { app_id, method = '', charset, version, sign_type, sign, biz_content, ...rest } = params;
    if (app_id !== appId || charset !== 'utf-8' || version !== '1.0' || sign_type !== 'RSA2') {
      return 'common parameters';
    }
    // RSA PKCS#1 v1.5 signatures are deterministic: the SDK signing the same request must come to the same one.
    const bizContent = JSON.parse(biz_content ?? '{}');
    const bySdk = atShop.sdkExecute(method, { ...rest, biz_content: bizContent }, { bizContentAutoSnakeCase: false });
    if (new URLSearchParams(bySdk).get('sign') !== sign) return 'not the text alipay-sdk signs';
    return undefined;
  }

  /** The pay page a payer's browser opens: its query must be signed, name a pay page and its product code. */
  function payPage(params: Record<string, string>, res: http.ServerResponse) {
    const refuse = (code: string) => {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(code);
    };
    const problem = signatureProblem(params);
    if (problem) {
      unsigned.push(`${params.method}: ${problem}`);
      return refuse('isv.invalid-signature');
    }
    const method = params.method ?? '';
    const biz = JSON.parse(params.biz_content ?? '{}');
    if (!PAY_PAGES[method]) return refuse('isv.invalid-method');
    if (biz.product_code !== PAY_PAGES[method]) return refuse('isv.invalid-product-code');
    if (!params.return_url || !params.notify_url || !biz.out_trade_no || !biz.subject) return refuse('isv.missing');
    const known = trades.get(biz.out_trade_no);
    if (known && known.total !== biz.total_amount) return refuse('ACQ.CONTEXT_INCONSISTENT');
    trades.set(biz.out_trade_no, {
      total: biz.total_amount,
      state: known?.state ?? 'WAIT_BUYER_PAY',
      tradeNo: known?.tradeNo ?? `2026${crypto.randomInt(1e9)}`,
      subject: biz.subject,
      method,
      productCode: biz.product_code,
      returnUrl: params.return_url,
      notifyUrl: params.notify_url,
      refunded: known?.refunded ?? new Map(),
    });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<title>支付宝 收银台</title><p>${biz.subject} ¥${biz.total_amount}</p>`);
  }

  const server = await listen((req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== '/gateway.do') {
      res.writeHead(404);
      return res.end();
    }
    if (req.method === 'GET') return payPage(Object.fromEntries(url.searchParams), res);
    const params = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(body)) };
    const method = params.method ?? '';
    const responseKey = `${method.replaceAll('.', '_')}_response`;
    const send = (raw: string) => {
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(raw);
    };
    const reply = (payload: object) => {
      // Alipay writes `/` as `\/`; the signature covers those very characters.
      const content = JSON.stringify(payload).replaceAll('/', '\\/');
      const sign = crypto.sign('sha256', Buffer.from(content), answerKey).toString('base64');
      const raw = `{"${responseKey}":${content},${certSn ? `"alipay_cert_sn":"${certSn}",` : ''}"sign":"${sign}"}`;
      if (answerKey === alipay.privateKey) {
        try {
          atShop.checkResponseSign(raw, responseKey, sign, '');
        } catch {
          unsigned.push(`stand-in: alipay-sdk refuses its answer to ${method}`);
        }
      }
      send(raw);
    };
    // Alipay answers an app it does not know, or a method it does not have, with an unsigned error_response.
    const errorAnswer = (code: object) => send(JSON.stringify({ error_response: code }));
    if (params.app_id !== appId) {
      return errorAnswer({ code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-app-id' });
    }
    const problem = signatureProblem(params);
    if (problem) {
      unsigned.push(`${method}: ${problem}`);
      return reply({ code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' });
    }
    const biz = JSON.parse(params.biz_content ?? '{}');
    const trade = trades.get(biz.out_trade_no);
    const missing = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
    if (method === 'alipay.trade.query') {
      if (!trade) return reply(missing);
      return reply({
        code: '10000',
        msg: 'Success',
        buyer_logon_id: '158****1562',
        buyer_pay_amount: trade.state === 'TRADE_SUCCESS' ? trade.total : '0.00',
        out_trade_no: biz.out_trade_no,
        trade_no: trade.tradeNo,
        trade_status: trade.state,
        total_amount: trade.total,
        send_pay_date: beijingTime(Date.now()),
      });
    }
    if (method === 'alipay.trade.refund') {
      if (trade?.state !== 'TRADE_SUCCESS') return reply(missing);
      // A repeated out_request_no moves no money again, and says so.
      const again = trade.refunded.has(biz.out_request_no);
      if (!again) trade.refunded.set(biz.out_request_no, biz.refund_amount);
      return reply({
        code: '10000',
        msg: 'Success',
        trade_no: trade.tradeNo,
        fund_change: again ? 'N' : 'Y',
        refund_fee: biz.refund_amount,
      });
    }
    if (method === 'alipay.trade.fastpay.refund.query') {
      const amount = trade?.refunded.get(biz.out_request_no);
      return reply({
        code: '10000',
        msg: 'Success',
        ...(amount ? { refund_amount: amount, refund_status: 'REFUND_SUCCESS' } : {}),
      });
    }
    errorAnswer({ code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' });
  });

  /**
   * A notice as Alipay posts it: signed over its fields sorted by name (empty ones kept; sign and, unless
   * withSignType, sign_type left out) in its charset, form-encoded as Java encodes. alipay-sdk, given the fields a
   * body parser reads from it, must accept it (it verifies UTF-8 only, so a GBK notice is checked by the shop alone).
   */
  function notice(fields: Record<string, string | undefined>, options: AlipayNoticeOptions = {}): string {
    const charset = options.charset ?? 'utf-8';
    const all: Record<string, string> = {};
    const given = {
      notify_time: beijingTime(Date.now()),
      notify_type: 'trade_status_sync',
      notify_id: crypto.randomUUID().replaceAll('-', ''),
      app_id: appId,
      auth_app_id: appId,
      charset,
      version: '1.0',
      sign_type: 'RSA2',
      seller_id: sellerId,
      ...fields,
    };
    for (const [k, v] of Object.entries(given)) if (v !== undefined) all[k] = v;
    const encode = (text: string) => (charset === 'GBK' ? gbkBytes(text) : Buffer.from(text, 'utf8'));
    const signed = Object.keys(all)
      .filter((k) => k !== 'sign' && (options.withSignType || k !== 'sign_type'))
      .sort()
      .map((k, i) => Buffer.concat([Buffer.from(`${i ? '&' : ''}${k}=`), encode(all[k] ?? '')]));
    const sign = crypto.sign('sha256', Buffer.concat(signed), options.signWith ?? alipay.privateKey).toString('base64');
    const body = Object.entries({ ...all, sign })
      .map(([k, v]) => `${k}=${javaUrlEncode(encode(v))}`)
      .join('&');
    if (
      !options.signWith &&
      charset === 'utf-8' &&
      !atShop.checkNotifySignV2(Object.fromEntries(new URLSearchParams(body)))
    ) {
      throw new Error('stand-in: alipay-sdk refuses the notice it made');
    }
    return body;
  }

  return {
    url: server.url,
    appId,
    sellerId,
    trades,
    unsigned,
    env: {
      ALIPAY_APP_ID: appId,
      ALIPAY_PRIVATE_KEY_PATH: folder.write('alipay-app-private.pem', pem(app.privateKey, 'pkcs8')),
      ALIPAY_PUBLIC_KEY_PATH: folder.write('alipay-public.pem', pem(alipay.publicKey, 'spki')),
      ALIPAY_GATEWAY: `${server.url}/gateway.do`,
      ALIPAY_SELLER_ID: sellerId,
    },
    forgeAnswers: (on: boolean) => {
      answerKey = on ? rsaPair().privateKey : alipay.privateKey;
    },
    /** Answers carry an alipay_cert_sn beside their sign (undefined: none, as in public-key mode). */
    answerWithCertSn: (sn: string | undefined) => {
      certSn = sn;
    },
    /** The payer's browser opens a pay URL; a signed one opens the trade at Alipay. */
    async visit(payUrl: string) {
      const answer = await fetch(payUrl, { redirect: 'manual' });
      return { status: answer.status, text: await answer.text() };
    },
    /** Alipay knows the trade without a pay page having been opened (tests of the provider alone). */
    open(outTradeNo: string, totalCents: number) {
      trades.set(outTradeNo, {
        total: `${Math.floor(totalCents / 100)}.${String(totalCents % 100).padStart(2, '0')}`,
        state: 'WAIT_BUYER_PAY',
        tradeNo: `2026${crypto.randomInt(1e9)}`,
        subject: '鲜花速递订单',
        method: '',
        productCode: '',
        returnUrl: '',
        notifyUrl: '',
        refunded: new Map(),
      });
    },
    /**
     * The payer paid: the trade succeeds and the notice Alipay would send, with an empty `body`, the Chinese subject
     * and a JSON fund list as real notices have; `change` alters or (undefined) removes fields.
     */
    pay(outTradeNo: string, change: Record<string, string | undefined> = {}, options: AlipayNoticeOptions = {}) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no Alipay trade ${outTradeNo}`);
      trade.state = 'TRADE_SUCCESS';
      const now = beijingTime(Date.now());
      return notice(
        {
          out_trade_no: outTradeNo,
          trade_no: trade.tradeNo,
          trade_status: 'TRADE_SUCCESS',
          total_amount: trade.total,
          receipt_amount: trade.total,
          buyer_pay_amount: trade.total,
          invoice_amount: trade.total,
          point_amount: '0.00',
          subject: trade.subject,
          body: '',
          buyer_id: '2088102177846875',
          buyer_logon_id: '158****1562',
          seller_email: 'shop@example.com',
          fund_bill_list: JSON.stringify([{ amount: trade.total, fundChannel: 'ALIPAYACCOUNT' }]),
          gmt_create: now,
          gmt_payment: now,
          ...change,
        },
        options,
      );
    },
    /** The notice Alipay sends after a refund: the trade's fields and the refund's out_request_no as out_biz_no. */
    refundNotice(outTradeNo: string, outRequestNo: string) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no Alipay trade ${outTradeNo}`);
      return notice({
        out_trade_no: outTradeNo,
        trade_no: trade.tradeNo,
        out_biz_no: outRequestNo,
        trade_status: 'TRADE_CLOSED',
        total_amount: trade.total,
        refund_fee: trade.refunded.get(outRequestNo) ?? '0.00',
        subject: trade.subject,
        body: '',
        gmt_refund: `${beijingTime(Date.now())}.000`,
      });
    },
    otherKey: () => rsaPair().privateKey,
    close: server.close,
  };
}

export type FakeAlipay = Awaited<ReturnType<typeof fakeAlipay>>;

/** Alipay's timestamps, Beijing time; written here again so the stand-in shares nothing with the shop's code. */
function beijingTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
