import crypto from 'node:crypto';

const sha256Hex = (data: string) => crypto.createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => crypto.createHmac('sha256', key).update(data, 'utf8').digest();

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** The product's short name, `sms`. */
  service: string;
  /** The host the request goes to, without a port (as Tencent's SDK signs it). */
  host: string;
  contentType: string;
  payload: string;
  /** Seconds since the epoch, as sent in X-TC-Timestamp. */
  timestamp: number;
}

/**
 * Tencent Cloud's TC3-HMAC-SHA256 Authorization header for a POST to `/` with signed headers content-type and host:
 * the canonical request is hashed into the string to sign, and the key is derived from the secret through the UTC
 * date, the service and `tc3_request`.
 */
export function tc3Authorization(r: Tc3Request): string {
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${r.contentType}\nhost:${r.host}\n`,
    signedHeaders,
    sha256Hex(r.payload),
  ].join('\n');
  const scope = `${date}/${r.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(r.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), 'tc3_request');
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
