import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { fakeAlipay } from './alipay-gateway';

/**
 * Local stand-ins for WeChat Pay API v3 and Alipay's open API (`alipay-gateway.ts`), answering as their documentation
 * describes and checking our request signatures, with keys and a platform certificate made for the test. No internet
 * needed.
 */

const pem = (key: crypto.KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString() as string;

function rsaPair() {
  return crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/** A folder of key files, as the shop reads them from configured paths. */
export function keyFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-pay-keys-'));
  return {
    dir,
    write(name: string, text: string) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, text);
      return file;
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A self-signed X.509 certificate for `privateKeyPem`, made by openssl as WeChat's platform certificate stands in. */
export function selfSignedCertificate(folder: ReturnType<typeof keyFolder>, privateKeyPem: string, name: string) {
  const keyFile = folder.write(`${name}-key.pem`, privateKeyPem);
  const certFile = path.join(folder.dir, `${name}-cert.pem`);
  execFileSync(
    'openssl',
    ['req', '-x509', '-new', '-key', keyFile, '-subj', `/CN=${name}`, '-days', '2', '-out', certFile],
    {
      stdio: 'ignore',
    },
  );
  return { certFile, certificate: new crypto.X509Certificate(fs.readFileSync(certFile)) };
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

export interface SignedNotice {
  headers: Record<string, string>;
  body: string;
}

/** WeChat Pay API v3 as a local server: H5 orders, queries, refunds, and signed, encrypted notices. */
export async function fakeWechatPay(folder: ReturnType<typeof keyFolder>) {
  const merchant = rsaPair();
  const platform = rsaPair();
  const { certFile, certificate } = selfSignedCertificate(folder, pem(platform.privateKey, 'pkcs8'), 'wechatpay');
  const settings = {
    mchId: '1900000109',
    appId: 'wxd678efh567hg6787',
    serialNo: 'MERCHANTSERIAL0001',
    apiV3Key: crypto.randomBytes(16).toString('hex'),
    privateKeyFile: folder.write('apiclient_key.pem', pem(merchant.privateKey, 'pkcs8')),
    platformCertFile: certFile,
  };
  const orders = new Map<string, { total: number; state: string; notifyUrl: string; transactionId: string }>();
  const refunds = new Map<string, { outTradeNo: string; refund: number; status: string }>();
  /** Requests whose Authorization did not verify: the shop's signing is wrong. */
  const unsigned: string[] = [];
  /** Signs answers with this key instead of the platform's, to play a forger. */
  let answerKey = platform.privateKey;

  function signHeaders(body: string, key: crypto.KeyObject = platform.privateKey, at = Date.now()) {
    const timestamp = String(Math.floor(at / 1000));
    const nonce = crypto.randomBytes(8).toString('hex');
    const signature = crypto.sign('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), key).toString('base64');
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': certificate.serialNumber,
    };
  }

  function authorized(req: http.IncomingMessage, body: string) {
    const header = req.headers.authorization ?? '';
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return (
      header.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
      fields.mchid === settings.mchId &&
      fields.serial_no === settings.serialNo &&
      crypto.verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(fields.signature ?? '', 'base64'))
    );
  }

  const server = await listen((req, body, res) => {
    const answer = (status: number, payload?: object) => {
      const text = payload ? JSON.stringify(payload) : '';
      res.writeHead(status, { 'content-type': 'application/json', ...signHeaders(text, answerKey) });
      res.end(text);
    };
    if (!authorized(req, body)) {
      unsigned.push(`${req.method} ${req.url}`);
      return answer(401, { code: 'SIGN_ERROR', message: 'signature does not match' });
    }
    const url = new URL(req.url ?? '/', 'http://local');
    const json = body ? JSON.parse(body) : {};
    if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/h5') {
      orders.set(json.out_trade_no, {
        total: json.amount.total,
        state: 'NOTPAY',
        notifyUrl: json.notify_url,
        transactionId: `42000${crypto.randomInt(1e9)}`,
      });
      return answer(200, {
        h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${json.out_trade_no}`,
      });
    }
    const trade = /^\/v3\/pay\/transactions\/out-trade-no\/(\w+)$/.exec(url.pathname);
    if (req.method === 'GET' && trade) {
      const order = orders.get(trade[1] ?? '');
      if (!order) return answer(404, { code: 'ORDER_NOT_EXIST', message: 'order does not exist' });
      return answer(200, {
        mchid: settings.mchId,
        out_trade_no: trade[1],
        transaction_id: order.transactionId,
        trade_state: order.state,
        amount: { total: order.total },
        ...(order.state === 'SUCCESS' ? { success_time: new Date().toISOString() } : {}),
      });
    }
    if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      // A repeated out_refund_no answers the refund already made; money moves once.
      const existing = refunds.get(json.out_refund_no);
      if (existing) return answer(200, { out_refund_no: json.out_refund_no, status: existing.status });
      const order = orders.get(json.out_trade_no);
      if (order?.state !== 'SUCCESS' || json.amount.total !== order.total) {
        return answer(400, { code: 'INVALID_REQUEST', message: 'cannot refund' });
      }
      refunds.set(json.out_refund_no, {
        outTradeNo: json.out_trade_no,
        refund: json.amount.refund,
        status: 'PROCESSING',
      });
      return answer(200, { out_refund_no: json.out_refund_no, status: 'PROCESSING' });
    }
    const refund = /^\/v3\/refund\/domestic\/refunds\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && refund) {
      const found = refunds.get(refund[1] ?? '');
      if (!found) return answer(404, { code: 'RESOURCE_NOT_EXISTS', message: 'refund does not exist' });
      return answer(200, { out_refund_no: refund[1], status: found.status });
    }
    answer(404, { code: 'NOT_FOUND', message: 'no such API' });
  });

  /** A notice as WeChat posts it: the resource sealed with the API v3 key, the body signed by the platform key. */
  function notice(
    eventType: string,
    resource: object,
    options: { signWith?: crypto.KeyObject; at?: number; tamper?: boolean } = {},
  ): SignedNotice {
    const nonce = crypto.randomBytes(6).toString('hex');
    const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(settings.apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from('transaction'));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(resource)), cipher.final(), cipher.getAuthTag()]);
    if (options.tamper) sealed[5] = (sealed[5] ?? 0) ^ 0xff;
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: 'notice',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        associated_data: 'transaction',
        nonce,
      },
    });
    return {
      body,
      headers: { 'content-type': 'application/json', ...signHeaders(body, options.signWith, options.at) },
    };
  }

  return {
    url: server.url,
    settings,
    orders,
    refunds,
    unsigned,
    /** The env the shop needs to use this stand-in. */
    env: {
      WECHAT_PAY_MCH_ID: settings.mchId,
      WECHAT_PAY_APP_ID: settings.appId,
      WECHAT_PAY_SERIAL_NO: settings.serialNo,
      WECHAT_PAY_PRIVATE_KEY_PATH: settings.privateKeyFile,
      WECHAT_PAY_PLATFORM_CERT_PATHS: settings.platformCertFile,
      WECHAT_PAY_API_V3_KEY: settings.apiV3Key,
      WECHAT_PAY_BASE_URL: server.url,
    },
    forgeAnswers: (on: boolean) => {
      answerKey = on ? rsaPair().privateKey : platform.privateKey;
    },
    /** The payer pays: the trade succeeds at WeChat, and the notice WeChat would send (`change` alters its resource). */
    pay(outTradeNo: string, change: { total?: number } = {}, options: Parameters<typeof notice>[2] = {}) {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`no WeChat order ${outTradeNo}`);
      order.state = 'SUCCESS';
      return notice(
        'TRANSACTION.SUCCESS',
        {
          appid: settings.appId,
          mchid: settings.mchId,
          out_trade_no: outTradeNo,
          transaction_id: order.transactionId,
          trade_state: 'SUCCESS',
          success_time: new Date().toISOString(),
          amount: { total: change.total ?? order.total, payer_total: order.total, currency: 'CNY' },
        },
        options,
      );
    },
    /** WeChat settles a refund and tells the shop. */
    settleRefund(outRefundNo: string, options: Parameters<typeof notice>[2] = {}) {
      const refund = refunds.get(outRefundNo);
      if (!refund) throw new Error(`no WeChat refund ${outRefundNo}`);
      refund.status = 'SUCCESS';
      return notice(
        'REFUND.SUCCESS',
        {
          mchid: settings.mchId,
          out_trade_no: refund.outTradeNo,
          out_refund_no: outRefundNo,
          refund_id: `50000${crypto.randomInt(1e9)}`,
          refund_status: 'SUCCESS',
          amount: { refund: refund.refund, total: orders.get(refund.outTradeNo)?.total ?? 0 },
        },
        options,
      );
    },
    otherKey: () => rsaPair().privateKey,
    close: server.close,
  };
}

/** Both fakes for one test file, on a fresh key folder; closed, and the folder removed, after the file's tests. */
export async function fakePaymentProviders() {
  const keys = keyFolder();
  const wechat = await fakeWechatPay(keys);
  const alipay = await fakeAlipay(keys);
  afterAll(async () => {
    await Promise.all([wechat.close(), alipay.close()]);
    keys.remove();
  });
  return { wechat, alipay };
}
