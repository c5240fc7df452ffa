import crypto from 'node:crypto';
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

/** WeChat Pay's platform certificates by serial number (WeChat rotates them, so more than one may be live). */
export function platformCertificates(pems: readonly string[]): Map<string, crypto.KeyObject> {
  const bySerial = new Map<string, crypto.KeyObject>();
  for (const pem of pems) {
    const certificate = new crypto.X509Certificate(pem);
    bySerial.set(certificate.serialNumber.toUpperCase(), certificate.publicKey);
  }
  return bySerial;
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
 * Checks that WeChat Pay signed `rawBody` (an answer or a notice) with the platform certificate it names, within the
 * time window; throws 400 otherwise. The body must be the bytes as received: re-serialised JSON would not verify.
 */
export function verifyWechatSignature(
  certificates: Map<string, crypto.KeyObject>,
  headers: WechatSignedHeaders,
  rawBody: string,
  nowMs: number,
): void {
  const { timestamp, nonce, signature, serial } = headers;
  if (!timestamp || !nonce || !signature || !serial)
    throw paymentSignatureInvalid('Wechatpay signature headers missing');
  const certificate = certificates.get(serial.toUpperCase());
  if (!certificate) throw paymentSignatureInvalid('Wechatpay-Serial names no known platform certificate');
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(nowMs / 1000 - seconds) > WECHAT_SIGNATURE_WINDOW_S) {
    throw paymentNoticeExpired();
  }
  const message = Buffer.from(`${timestamp}\n${nonce}\n${rawBody}\n`);
  if (!crypto.verify('sha256', message, certificate, Buffer.from(signature, 'base64'))) {
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
