/** WeChat could not be asked: no answer in time, or an answer that is not WeChat's JSON. */
export class WechatUnreachable extends Error {
  constructor(what: string) {
    super(`WeChat did not answer ${what}`);
    this.name = 'WechatUnreachable';
  }
}

/** WeChat answered with an errcode: a spent or made-up code, a wrong secret, an address not on the allow list. */
export class WechatRefused extends Error {
  constructor(
    what: string,
    readonly errcode: number,
    errmsg: string,
  ) {
    super(`WeChat refused ${what}: ${errcode} ${errmsg}`);
    this.name = 'WechatRefused';
  }
}

/** How long a call to WeChat may take before it counts as unreachable. */
const WECHAT_TIMEOUT_MS = 10_000;

/**
 * GETs one of WeChat's JSON APIs (`sns/…`, `cgi-bin/…`) and answers its body; an errcode other than 0 is a refusal,
 * anything that is not JSON (a gateway's error page, a time-out) is unreachable.
 */
export async function wechatGet<T extends object>(
  baseUrl: string,
  path: string,
  query: Record<string, string>,
): Promise<T> {
  let body: unknown;
  try {
    const res = await fetch(`${baseUrl}/${path}?${new URLSearchParams(query)}`, {
      signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS),
    });
    body = await res.json();
  } catch {
    throw new WechatUnreachable(path);
  }
  if (typeof body !== 'object' || body === null) throw new WechatUnreachable(path);
  const { errcode, errmsg } = body as { errcode?: unknown; errmsg?: unknown };
  if (typeof errcode === 'number' && errcode !== 0) throw new WechatRefused(path, errcode, String(errmsg ?? ''));
  return body as T;
}
