import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A WeChat person as the stand-in knows them. */
export interface StandInPerson {
  openid: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
}

/**
 * Stands in for WeChat's API on 127.0.0.1 (a random port): sns/oauth2/access_token, sns/userinfo, cgi-bin/token and
 * cgi-bin/ticket/getticket, answering as WeChat does (errcode on a refusal), counting every call. Tests hand out codes
 * with `code(...)`; each works once.
 */
export async function startWechatStandIn(app: { appId: string; appSecret: string }) {
  const codes = new Map<string, { person: StandInPerson; scope: string }>();
  const grants = new Map<string, StandInPerson>();
  const calls: Record<string, number> = {};
  const state = {
    /** Answers every call with a gateway's HTML error page, as when WeChat cannot be reached. */
    down: false,
    /** How long cgi-bin answers take, so concurrent callers overlap the fetch. */
    credentialDelayMs: 0,
    tokens: 0,
    tickets: 0,
    /** The access_token WeChat currently honours; an older one is refused with 40001. */
    liveToken: '',
  };
  let next = 0;

  const answer = async (path: string, query: URLSearchParams): Promise<object> => {
    const wrongApp = query.get('appid') !== null && query.get('appid') !== app.appId;
    if (path === '/sns/oauth2/access_token') {
      if (wrongApp || query.get('secret') !== app.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' };
      const given = codes.get(query.get('code') ?? '');
      if (!given) return { errcode: 40029, errmsg: 'invalid code' };
      codes.delete(query.get('code') ?? '');
      const accessToken = `oauth-${++next}`;
      grants.set(accessToken, given.person);
      return {
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: `refresh-${next}`,
        openid: given.person.openid,
        scope: given.scope,
        // As WeChat does, the unionid comes with snsapi_userinfo only.
        ...(given.scope === 'snsapi_userinfo' && given.person.unionid ? { unionid: given.person.unionid } : {}),
      };
    }
    if (path === '/sns/userinfo') {
      const person = grants.get(query.get('access_token') ?? '');
      if (!person || person.openid !== query.get('openid')) return { errcode: 40003, errmsg: 'invalid openid' };
      return {
        openid: person.openid,
        nickname: person.nickname ?? '',
        headimgurl: person.headimgurl ?? '',
        ...(person.unionid ? { unionid: person.unionid } : {}),
      };
    }
    if (path === '/cgi-bin/token') {
      if (wrongApp || query.get('secret') !== app.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' };
      await new Promise((resolve) => setTimeout(resolve, state.credentialDelayMs));
      state.tokens += 1;
      state.liveToken = `token-${state.tokens}`;
      return { access_token: state.liveToken, expires_in: 7200 };
    }
    if (path === '/cgi-bin/ticket/getticket') {
      if (query.get('access_token') !== state.liveToken || query.get('type') !== 'jsapi') {
        return { errcode: 40001, errmsg: 'invalid credential' };
      }
      await new Promise((resolve) => setTimeout(resolve, state.credentialDelayMs));
      state.tickets += 1;
      return { errcode: 0, errmsg: 'ok', ticket: `ticket-${state.tickets}`, expires_in: 7200 };
    }
    return { errcode: 404, errmsg: 'no such api' };
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    calls[url.pathname] = (calls[url.pathname] ?? 0) + 1;
    if (state.down) {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
      return;
    }
    void answer(url.pathname, url.searchParams).then((body) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    state,
    /** A code WeChat gives `person` back for `scope`, usable once. */
    code(person: StandInPerson, scope: 'snsapi_base' | 'snsapi_userinfo'): string {
      const code = `code-${++next}`;
      codes.set(code, { person, scope });
      return code;
    },
    /** WeChat honours only a newly fetched access_token from now on (another system fetched one). */
    spendToken() {
      state.liveToken = 'spent-elsewhere';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WechatStandIn = Awaited<ReturnType<typeof startWechatStandIn>>;
