import crypto from 'node:crypto';

/** Aliyun's percent-encoding (RFC 3986): a space is %20 and `!'()*` are encoded, `~` is kept. */
export function aliyunEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Parameters sorted by name and percent-encoded, as both the request body and the string to sign carry them. */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((name) => `${aliyunEncode(name)}=${aliyunEncode(params[name] ?? '')}`)
    .join('&');
}

/**
 * Aliyun's RPC signature (SignatureMethod HMAC-SHA1, SignatureVersion 1.0): the HMAC-SHA1, keyed by the access key
 * secret and `&`, of `METHOD&%2F&` and the encoded canonical query, in base64.
 */
export function aliyunRpcSignature(params: Record<string, string>, method: 'GET' | 'POST', secret: string): string {
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(aliyunCanonicalQuery(params))}`;
  return crypto.createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}
