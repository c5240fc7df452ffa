import crypto from 'node:crypto';

/**
 * The text a request is signed over, as alipay-sdk's `sign` builds it: every parameter sent but `sign` (so `sign_type`
 * is in it), sorted by name, `k=v` joined by `&`, values as they are, neither encoded nor decoded (decision 052).
 */
export function requestSignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/** A notice's form: each field's text, and each field's bytes as Alipay signed them (in the notice's charset). */
export interface NoticeForm {
  fields: Record<string, string>;
  bytes: Map<string, Buffer>;
}

/** The charsets Alipay answers in; a notice comes in the charset of the request that opened its trade. */
const NOTICE_CHARSETS = /^(utf-?8|gbk|gb2312|gb18030)$/i;

/** Form decoding of one name or value: `+` is a space, then `%XX` becomes its byte; a stray `%` stays, as in a URL. */
function formBytes(text: string): Buffer {
  const raw = Buffer.from(text.replaceAll('+', ' '), 'utf8');
  const out = Buffer.alloc(raw.length);
  let n = 0;
  for (let i = 0; i < raw.length; i++) {
    const hex = raw[i] === 0x25 ? raw.toString('latin1', i + 1, i + 3) : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      out[n++] = Number.parseInt(hex, 16);
      i += 2;
    } else {
      out[n++] = raw[i] ?? 0;
    }
  }
  return out.subarray(0, n);
}

/**
 * A form-encoded notice, each value decoded once (as checkNotifySignV2 expects; decoding twice is the SDK's old
 * checkNotifySign bug) and read in its `charset`; undefined when a field comes twice or a value is not in that charset.
 */
export function readNoticeForm(rawBody: string): NoticeForm | undefined {
  const bytes = new Map<string, Buffer>();
  for (const pair of rawBody.split('&')) {
    const at = pair.indexOf('=');
    const name = formBytes(at < 0 ? pair : pair.slice(0, at)).toString('utf8');
    // The SDK skips a nameless field, so it is not in the signed text either.
    if (!name) continue;
    if (bytes.has(name)) return undefined;
    bytes.set(name, formBytes(at < 0 ? '' : pair.slice(at + 1)));
  }
  const charset = bytes.get('charset')?.toString('latin1') || 'utf-8';
  if (!NOTICE_CHARSETS.test(charset)) return undefined;
  const decoder = new TextDecoder(charset, { fatal: true });
  const fields: Record<string, string> = {};
  try {
    for (const [name, value] of bytes) fields[name] = decoder.decode(value);
  } catch {
    return undefined;
  }
  return { fields, bytes };
}

/**
 * The bytes a notice is signed over, as checkNotifySignV2 builds its text: every field but `sign`, sorted by name,
 * `k=v` joined by `&`, empty values kept (`body=`). Alipay leaves `sign_type` out; the SDK also tries with it in
 * (`withSignType`, added as RSA2 when the notice has none), and so do we.
 */
export function noticeSignContent(form: NoticeForm, withSignType: string | undefined): Buffer {
  const bytes = new Map(form.bytes);
  bytes.delete('sign');
  if (withSignType === undefined) bytes.delete('sign_type');
  else bytes.set('sign_type', bytes.get('sign_type') ?? Buffer.from(withSignType));
  const parts = [...bytes.keys()]
    .sort()
    .map((k) => Buffer.concat([Buffer.from(`${k}=`), bytes.get(k) ?? Buffer.alloc(0)]));
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [Buffer.from('&'), part])));
}

/** RSA2: SHA256withRSA, base64; text is signed as UTF-8, the charset every request names. */
export function rsa2Sign(content: string, privateKey: crypto.KeyObject): string {
  return crypto.sign('sha256', Buffer.from(content, 'utf8'), privateKey).toString('base64');
}

export function rsa2Verify(content: string | Buffer, signature: string, publicKey: crypto.KeyObject): boolean {
  try {
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    return crypto.verify('sha256', bytes, publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** A gateway answer read: which part it held, that part, the text its signature covers, and the signature. */
export interface AnswerPart {
  key: string;
  part: Record<string, string | undefined>;
  content: string;
  sign: string | undefined;
}

/**
 * The signed part of a gateway answer as alipay-sdk's getSignStr cuts it: from the first `{` after `"<key>"` to the last
 * `}` before the last `"sign"`, the raw text as sent (Alipay signs those characters, `\/` escapes and key order
 * included, so re-serialising would not verify), which leaves `alipay_cert_sn` out on either side of `sign`. The key is
 * the method's `…_response`, else `error_response` (the SDK reads that part too). Throws when the answer is not JSON.
 */
export function signedAnswerPart(raw: string, responseKey: string): AnswerPart | undefined {
  const answer = JSON.parse(raw) as Record<string, unknown>;
  const key = [responseKey, 'error_response'].find((k) => typeof answer[k] === 'object' && answer[k] !== null);
  if (!key) return undefined;
  const sign = typeof answer.sign === 'string' ? answer.sign : undefined;
  const start = raw.indexOf('{', raw.indexOf(`"${key}"`) + key.length + 2);
  const end = sign === undefined ? -1 : raw.lastIndexOf('}', raw.lastIndexOf('"sign"'));
  return {
    key,
    part: answer[key] as AnswerPart['part'],
    content: end > start ? raw.slice(start, end + 1) : '',
    sign,
  };
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
