import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';

/**
 * WeChat Pay API v3 as a local server, for the shop's tests (decision 051). Its signing, verification and sealing are
 * the maintained `wechatpay-axios-plugin`'s, not the shop's own code: H5, Native and JSAPI orders, queries, refunds,
 * and notices signed and sealed as the platform does, in certificate mode (Wechatpay-Serial is the certificate's
 * serial) or public-key mode (it is the key's PUB_KEY_ID_…). Our requests' Authorization is checked on every call.
 */

/** A folder the shop reads its key files from. */
export interface KeyFiles {
  dir: string;
  write(name: string, text: string): string;
}

export interface SignedNotice {
  headers: Record<string, string>;
  body: string;
}

/** Which of WeChat Pay's keys signs: the platform certificate's, or the public key of public-key mode. */
export type WechatSigner = 'certificate' | 'publicKey';

const pem = (key: crypto.KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString() as string;

const rsaPair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

/** A self-signed X.509 certificate for `privateKeyPem`, made by openssl as WeChat's platform certificate stands in. */
export function selfSignedCertificate(folder: KeyFiles, privateKeyPem: string, name: string) {
  const keyFile = folder.write(`${name}-key.pem`, privateKeyPem);
  const certFile = path.join(folder.dir, `${name}-cert.pem`);
  execFileSync(
    'openssl',
    ['req', '-x509', '-new', '-key', keyFile, '-subj', `/CN=${name}`, '-days', '2', '-out', certFile],
    { stdio: 'ignore' },
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

/** The fields of an order request the stand-in reads. */
interface OrderRequest {
  appid: string;
  mchid: string;
  out_trade_no: string;
  notify_url: string;
  amount: { total: number };
  payer?: { openid?: string };
  scene_info?: { payer_client_ip?: string };
}

interface WechatOrder {
  kind: 'h5' | 'native' | 'jsapi';
  appId: string;
  openId: string | undefined;
  total: number;
  state: string;
  notifyUrl: string;
  transactionId: string;
  prepayId: string | undefined;
}

export interface NoticeOptions {
  /** Signs with this key instead of the signer's own, to play a forger. */
  signWith?: crypto.KeyObject;
  /** Which of the platform's keys signs (default: the stand-in's current signer). */
  signer?: WechatSigner;
  /** Wechatpay-Serial as sent, to name a key the shop does not know. */
  serial?: string;
  at?: number;
  tamper?: boolean;
}

/** WeChat Pay API v3 as a local server on 127.0.0.1 and a random port, with keys and certificates made for the test. */
export async function fakeWechatPay(folder: KeyFiles) {
  const merchant = rsaPair();
  const platform = rsaPair();
  const publicKeyPair = rsaPair();
  const { certFile, certificate } = selfSignedCertificate(folder, pem(platform.privateKey, 'pkcs8'), 'wechatpay');
  const settings = {
    mchId: '1900000109',
    appId: 'wxd678efh567hg6787',
    /** The official account's app id, in which JSAPI payments are made. */
    jsapiAppId: 'wx2421b1c4370ec43b',
    serialNo: 'MERCHANTSERIAL0001',
    publicKeyId: 'PUB_KEY_ID_0119000001092026120200112200000001',
    apiV3Key: crypto.randomBytes(16).toString('hex'),
    privateKeyFile: folder.write('apiclient_key.pem', pem(merchant.privateKey, 'pkcs8')),
    platformCertFile: certFile,
    publicKeyFile: folder.write('pub_key.pem', pem(publicKeyPair.publicKey, 'spki')),
  };
  const signers: Record<WechatSigner, { key: crypto.KeyObject; serial: string }> = {
    certificate: { key: platform.privateKey, serial: certificate.serialNumber },
    publicKey: { key: publicKeyPair.privateKey, serial: settings.publicKeyId },
  };
  const orders = new Map<string, WechatOrder>();
  const refunds = new Map<string, { outTradeNo: string; refund: number; status: string }>();
  /** Requests whose Authorization did not verify: the shop's signing is wrong. */
  const unsigned: string[] = [];
  /** Which key signs answers and notices now: a merchant's account is in one mode or the other. */
  let signer: WechatSigner = 'certificate';
  /** Signs answers with another key, to play a forger. */
  let forger: crypto.KeyObject | undefined;

  function signHeaders(body: string, options: NoticeOptions = {}) {
    const own = signers[options.signer ?? signer];
    const timestamp = String(Math.floor((options.at ?? Date.now()) / 1000));
    const nonce = Formatter.nonce();
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': Rsa.sign(Formatter.response(timestamp, nonce, body), options.signWith ?? own.key),
      'wechatpay-serial': options.serial ?? own.serial,
    };
  }

  /** Checks the request's WECHATPAY2-SHA256-RSA2048 Authorization as WeChat Pay does: merchant, serial, signature. */
  function authorized(req: http.IncomingMessage, body: string) {
    const header = req.headers.authorization ?? '';
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const message = Formatter.request(
      req.method ?? '',
      req.url ?? '',
      fields.timestamp ?? '',
      fields.nonce_str ?? '',
      body,
    );
    return (
      header.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
      fields.mchid === settings.mchId &&
      fields.serial_no === settings.serialNo &&
      Math.abs(Date.now() / 1000 - Number(fields.timestamp)) <= 300 &&
      Rsa.verify(message, fields.signature ?? '', merchant.publicKey)
    );
  }

  function open(kind: WechatOrder['kind'], json: OrderRequest): WechatOrder {
    const order: WechatOrder = {
      kind,
      appId: json.appid,
      openId: json.payer?.openid,
      total: json.amount.total,
      state: 'NOTPAY',
      notifyUrl: json.notify_url,
      transactionId: `42000${crypto.randomInt(1e9)}`,
      prepayId: kind === 'jsapi' ? `wx${Date.now()}${crypto.randomInt(1e9)}` : undefined,
    };
    orders.set(json.out_trade_no, order);
    return order;
  }

  const server = await listen((req, body, res) => {
    const answer = (status: number, payload?: object) => {
      const text = payload ? JSON.stringify(payload) : '';
      res.writeHead(status, { 'content-type': 'application/json', ...signHeaders(text, { signWith: forger }) });
      res.end(text);
    };
    if (!authorized(req, body)) {
      unsigned.push(`${req.method} ${req.url}`);
      return answer(401, { code: 'SIGN_ERROR', message: 'signature does not match' });
    }
    const url = new URL(req.url ?? '/', 'http://local');
    const json = body ? JSON.parse(body) : {};
    const invalid = (message: string) => answer(400, { code: 'PARAM_ERROR', message });
    if (req.method === 'POST' && url.pathname.startsWith('/v3/pay/transactions/')) {
      if (json.mchid !== settings.mchId) return invalid('mchid does not match');
      const kind = url.pathname.slice('/v3/pay/transactions/'.length);
      if (kind === 'h5' && json.appid === settings.appId && json.scene_info?.payer_client_ip) {
        open('h5', json);
        return answer(200, {
          h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${json.out_trade_no}`,
        });
      }
      if (kind === 'native' && json.appid === settings.appId) {
        open('native', json);
        return answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${json.out_trade_no.slice(0, 10)}` });
      }
      // JSAPI takes the payer's openid in the official account the payment is made in.
      if (kind === 'jsapi' && json.appid === settings.jsapiAppId && json.payer?.openid) {
        return answer(200, { prepay_id: open('jsapi', json).prepayId });
      }
      return invalid(`not a ${kind} order of this merchant's apps`);
    }
    const trade = /^\/v3\/pay\/transactions\/out-trade-no\/(\w+)$/.exec(url.pathname);
    if (req.method === 'GET' && trade) {
      const order = orders.get(trade[1] ?? '');
      if (!order) return answer(404, { code: 'ORDER_NOT_EXIST', message: 'order does not exist' });
      return answer(200, {
        appid: order.appId,
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

  /** A notice as WeChat posts it: the resource sealed with the API v3 key, the body signed by the platform. */
  function notice(eventType: string, resource: object, options: NoticeOptions = {}): SignedNotice {
    const nonce = Formatter.nonce(12);
    const ciphertext = Aes.AesGcm.encrypt(JSON.stringify(resource), settings.apiV3Key, nonce, 'transaction');
    const sealed = options.tamper ? tampered(ciphertext) : ciphertext;
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: 'notice',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed,
        associated_data: 'transaction',
        nonce,
      },
    });
    return { body, headers: { 'content-type': 'application/json', ...signHeaders(body, options) } };
  }

  const common = {
    WECHAT_PAY_MCH_ID: settings.mchId,
    WECHAT_PAY_APP_ID: settings.appId,
    WECHAT_PAY_SERIAL_NO: settings.serialNo,
    WECHAT_PAY_PRIVATE_KEY_PATH: settings.privateKeyFile,
    WECHAT_PAY_API_V3_KEY: settings.apiV3Key,
    WECHAT_PAY_BASE_URL: server.url,
  };
  const publicKeyMode = {
    WECHAT_PAY_PUBLIC_KEY_PATH: settings.publicKeyFile,
    WECHAT_PAY_PUBLIC_KEY_ID: settings.publicKeyId,
  };

  return {
    url: server.url,
    settings,
    orders,
    refunds,
    unsigned,
    /** The env of a shop in certificate mode. */
    env: { ...common, WECHAT_PAY_PLATFORM_CERT_PATHS: settings.platformCertFile },
    /** The env of a shop in public-key mode alone. */
    publicKeyEnv: { ...common, ...publicKeyMode },
    /** The env of a shop moving between the modes: both configured. */
    bothModesEnv: { ...common, WECHAT_PAY_PLATFORM_CERT_PATHS: settings.platformCertFile, ...publicKeyMode },
    /** The official account, which JSAPI needs. */
    officialAccountEnv: { WECHAT_MP_APP_ID: settings.jsapiAppId, WECHAT_MP_APP_SECRET: 'mp-secret-for-tests' },
    /** Which key signs answers and notices from now on. */
    signWith(mode: WechatSigner) {
      signer = mode;
    },
    forgeAnswers: (on: boolean) => {
      forger = on ? rsaPair().privateKey : undefined;
    },
    /** What WeChat checks before it shows its cashier: the bridge's paySign, by the merchant's key, over its fields. */
    verifiesBridge(bridge: { appId: string; timeStamp: string; nonceStr: string; package: string; paySign: string }) {
      const message = Formatter.joinedByLineFeed(bridge.appId, bridge.timeStamp, bridge.nonceStr, bridge.package);
      return Rsa.verify(message, bridge.paySign, merchant.publicKey);
    },
    /**
     * The payer pays: the trade succeeds at WeChat, and the notice WeChat would send (`change` alters its resource:
     * another amount, merchant or app).
     */
    pay(
      outTradeNo: string,
      change: { total?: number; mchid?: string; appid?: string } = {},
      options: NoticeOptions = {},
    ) {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`no WeChat order ${outTradeNo}`);
      order.state = 'SUCCESS';
      return notice(
        'TRANSACTION.SUCCESS',
        {
          appid: change.appid ?? order.appId,
          mchid: change.mchid ?? settings.mchId,
          out_trade_no: outTradeNo,
          transaction_id: order.transactionId,
          trade_type: order.kind === 'h5' ? 'MWEB' : order.kind.toUpperCase(),
          trade_state: 'SUCCESS',
          success_time: new Date().toISOString(),
          ...(order.openId ? { payer: { openid: order.openId } } : {}),
          amount: { total: change.total ?? order.total, payer_total: order.total, currency: 'CNY' },
        },
        options,
      );
    },
    /** WeChat settles a refund and tells the shop. */
    settleRefund(outRefundNo: string, options: NoticeOptions = {}) {
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

export type FakeWechatPay = Awaited<ReturnType<typeof fakeWechatPay>>;

/** The same ciphertext with one byte flipped: the GCM tag no longer holds. */
function tampered(base64: string): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[5] = (bytes[5] ?? 0) ^ 0xff;
  return bytes.toString('base64');
}

/** A folder of key files made for one test file, as the shop reads them from configured paths. */
export function keyFiles(): KeyFiles & { remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-wechat-keys-'));
  return {
    dir,
    write(name, text) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, text);
      return file;
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The stand-in for one test file, on a fresh key folder; closed, and the folder removed, after the file's tests. */
export async function wechatPayStandIn() {
  const folder = keyFiles();
  const wechat = await fakeWechatPay(folder);
  afterAll(async () => {
    await wechat.close();
    folder.remove();
  });
  return { wechat, folder };
}
