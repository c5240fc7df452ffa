import crypto from 'node:crypto';
import type { WechatBridgeRequest } from '@ffe/shared/contracts/payment';
import { paymentNoticeExpired, paymentNoticeUnreadable, paymentSignatureInvalid } from '../../platform/errors';

/** WeChat Pay refuses, and so do we, a signed message whose timestamp is more than five minutes off. */
export const WECHAT_SIGNATURE_WINDOW_S = 5 * 60;

/** The merchant's side of WeChat Pay API v3 signing: its key and the serial of the certificate that holds it. */
export interface WechatMerchantKey {
  mchId: string;
  serialNo: string;
  privateKey: crypto.KeyObject;
}

/** The Authorization header of an API v3 request (WECHATPAY2-SHA256-RSA2048 over method, path, time, nonce, body). */
export function wechatAuthorization(
  key: WechatMerchantKey,
  request: { method: string; pathWithQuery: string; body: string },
  timestamp: number,
  nonce: string,
): string {
  const message = `${request.method}\n${request.pathWithQuery}\n${timestamp}\n${nonce}\n${request.body}\n`;
  const signature = crypto.sign('sha256', Buffer.from(message), key.privateKey).toString('base64');
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${key.mchId}",nonce_str="${nonce}",` +
    `signature="${signature}",timestamp="${timestamp}",serial_no="${key.serialNo}"`
  );
}

/** The bridge's request for a prepay: paySign is RSA-SHA256 over appId, timeStamp, nonceStr and package, each line-ended. */
export function wechatBridgeRequest(
  privateKey: crypto.KeyObject,
  appId: string,
  prepayId: string,
  timestamp: number,
  nonce: string,
): WechatBridgeRequest {
  const unsigned = { appId, timeStamp: String(timestamp), nonceStr: nonce, package: `prepay_id=${prepayId}` };
  const message = `${unsigned.appId}\n${unsigned.timeStamp}\n${unsigned.nonceStr}\n${unsigned.package}\n`;
  const paySign = crypto.sign('sha256', Buffer.from(message), privateKey).toString('base64');
  return { ...unsigned, signType: 'RSA', paySign };
}

/** The Wechatpay-* headers that sign an answer or a notice. */
export interface WechatSignedHeaders {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
}

export function wechatSignedHeaders(headers: Record<string, string | string[] | undefined>): WechatSignedHeaders {
  const one = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    timestamp: one('wechatpay-timestamp'),
    nonce: one('wechatpay-nonce'),
    signature: one('wechatpay-signature'),
    serial: one('wechatpay-serial'),
  };
}

/**
 * Checks that WeChat Pay signed `rawBody` (an answer or a notice) with the key Wechatpay-Serial names (a platform
 * certificate's serial, or the public key's PUB_KEY_ID_…), within the time window; throws 400 otherwise. The body
 * must be the bytes as received: re-serialised JSON would not verify.
 */
export function verifyWechatSignature(
  verifiers: ReadonlyMap<string, crypto.KeyObject>,
  headers: WechatSignedHeaders,
  rawBody: string,
  nowMs: number,
): void {
  const { timestamp, nonce, signature, serial } = headers;
  if (!timestamp || !nonce || !signature || !serial)
    throw paymentSignatureInvalid('Wechatpay signature headers missing');
  const key = verifiers.get(serial.toUpperCase());
  if (!key) throw paymentSignatureInvalid('Wechatpay-Serial names no known platform certificate or public key');
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(nowMs / 1000 - seconds) > WECHAT_SIGNATURE_WINDOW_S) {
    throw paymentNoticeExpired();
  }
  const message = Buffer.from(`${timestamp}\n${nonce}\n${rawBody}\n`);
  if (!crypto.verify('sha256', message, key, Buffer.from(signature, 'base64'))) {
    throw paymentSignatureInvalid('Wechatpay-Signature does not match');
  }
}

/** The encrypted part of a WeChat Pay notice. */
export interface WechatEncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** Opens a notice resource sealed with AEAD_AES_256_GCM under the API v3 key; a tampered one throws 400. */
export function decryptWechatResource(apiV3Key: string, resource: WechatEncryptedResource): unknown {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw paymentNoticeUnreadable('resource: unknown algorithm');
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length <= 16) throw paymentNoticeUnreadable('resource: ciphertext too short');
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(resource.nonce));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw paymentNoticeUnreadable('resource: ciphertext does not open with the API v3 key');
  }
}

/** WeChat's out_trade_no takes at most 32 characters: a payment's UUID without its dashes. */
export const toOutTradeNo = (paymentId: string) => paymentId.replaceAll('-', '');

/** The payment id back from an out_trade_no. */
export function fromOutTradeNo(outTradeNo: string): string {
  const m = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(outTradeNo);
  return m ? m.slice(1).join('-') : outTradeNo;
}
