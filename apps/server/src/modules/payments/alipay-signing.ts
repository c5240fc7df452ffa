import crypto from 'node:crypto';

/**
 * The text Alipay signs: parameters sorted by name as `k=v` joined by `&`, empty values and `leaveOut` dropped.
 * Requests leave out only `sign`; notices leave out `sign` and `sign_type`.
 */
export function alipaySignContent(params: Record<string, string>, leaveOut: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/** RSA2: SHA256withRSA, base64. */
export function rsa2Sign(content: string, privateKey: crypto.KeyObject): string {
  return crypto.sign('sha256', Buffer.from(content, 'utf8'), privateKey).toString('base64');
}

export function rsa2Verify(content: string, signature: string, publicKey: crypto.KeyObject): boolean {
  try {
    return crypto.verify('sha256', Buffer.from(content, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/**
 * The signed part of a gateway answer: the raw JSON text of `<method>_response`, exactly as sent (Alipay signs
 * those bytes, so re-serialising would not verify); undefined when the answer holds no such part.
 */
export function signedAnswerPart(
  raw: string,
  responseKey: string,
): { content: string; sign: string | undefined } | undefined {
  const marker = `"${responseKey}":`;
  const start = raw.indexOf(marker);
  if (start < 0) return undefined;
  const signAt = raw.lastIndexOf(',"sign":');
  const end = signAt > start ? signAt : raw.lastIndexOf('}');
  const content = raw.slice(start + marker.length, end).trim();
  const sign = (JSON.parse(raw) as { sign?: unknown }).sign;
  return { content, sign: typeof sign === 'string' ? sign : undefined };
}

/** Alipay's timestamps are Beijing time, `yyyy-MM-dd HH:mm:ss`. */
export function beijingTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function fromBeijingTime(text: string | undefined): number | undefined {
  if (!text || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text)) return undefined;
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

/** Cents as Alipay's yuan amount text, e.g. 25800 -> "258.00". */
export function yuanText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Alipay's yuan amount text as cents, exactly (no floating point); undefined when it is not an amount. */
export function centsOf(yuan: string | undefined): number | undefined {
  const m = yuan === undefined ? null : /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
