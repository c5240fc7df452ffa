import crypto from 'node:crypto';
import { MAX_LIVE_TOKENS, TOKEN_RENEW_WITHIN_MS, TOKEN_TTL_MS } from '@ffe/shared/constants';
import type { Role } from '@ffe/shared/contracts/member';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Db } from '../../db/connect';
import type { TokenClaims, TokenPayload } from '../../platform/authenticate';
import { unauthorized } from '../../platform/errors';
import { permissionsOf } from '../users/users.module';
import type { SessionRepository } from './session.repository';

export interface IssuedToken {
  token: string;
  tokenExpired: number;
  /** What the token lets its holder do (its `permission` claim). */
  permission: string[];
}

/** Options of the session check's short memory (see `verify`). */
export interface TokenServiceOptions {
  /** How long a token that passed the session check is trusted without asking the database again; 0: never. */
  sessionCheckMs?: number;
  /** Tells every server process which sessions just ended, so each forgets them at once (`forget`). */
  announceEnded?: (jtis: readonly string[]) => Promise<void>;
  /**
   * What an account may do as a token is issued (a staff member's team role decides); throws to refuse the account a
   * session (a disabled staff member). Asked after the session row is written, so a change of rights that commits
   * meanwhile and ends the user's sessions ends this one too. Without it the account's kind decides.
   */
  permissionsOf?: (userId: string, role: Role) => Promise<string[]>;
}

/** Checked tokens remembered at most; the oldest check goes first. */
const MAX_CHECKED_TOKENS = 20_000;

const invalid = () => unauthorized('TOKEN_INVALID_WRONG_TOKEN', '非法token,请重新登录');
const expired = () => unauthorized('TOKEN_INVALID_TOKEN_EXPIRED', 'token已过期,请重新登录');

/**
 * Signed tokens backed by a session row each, so logout and the 10-token cap take effect at once. A token that passed
 * the check is remembered for `sessionCheckMs` (no signature check or session read per request); every session this
 * service ends is forgotten at once here and, through `announceEnded`, in every other process.
 */
export function tokenService(
  sessions: SessionRepository,
  secret: string,
  now: () => number = Date.now,
  options: TokenServiceOptions = {},
) {
  const sign = createSigner({ key: secret, algorithm: 'HS256' });
  // Only HS256 with our key: a token naming another algorithm is refused.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true });
  const checkMs = options.sessionCheckMs ?? 0;
  const rightsOf = options.permissionsOf ?? (async (_userId: string, role: Role) => permissionsOf(role));
  const checked = new Map<string, { claims: TokenPayload; at: number }>();
  const tokenOfSession = new Map<string, string>();
  // Counts sessions ended: a check that was under way meanwhile is not remembered, as it may have read a live row.
  let endings = 0;

  function forget(jtis: readonly string[]) {
    endings++;
    for (const jti of jtis) {
      const token = tokenOfSession.get(jti);
      if (token !== undefined) checked.delete(token);
      tokenOfSession.delete(jti);
    }
  }

  function remember(token: string, claims: TokenPayload, at: number) {
    checked.delete(token);
    if (checked.size >= MAX_CHECKED_TOKENS) {
      const [oldest, entry] = checked.entries().next().value as [string, { claims: TokenPayload }];
      checked.delete(oldest);
      tokenOfSession.delete(entry.claims.jti);
    }
    checked.set(token, { claims, at });
    tokenOfSession.set(claims.jti, token);
  }

  /** The claims of a token signed with our key; a forged or malformed one is refused. */
  function signedClaims(token: string): TokenPayload {
    try {
      return verify(token) as TokenPayload;
    } catch (error) {
      if (error instanceof TokenError) throw invalid();
      throw error;
    }
  }

  async function ended(jtis: readonly string[]) {
    if (!jtis.length) return;
    forget(jtis);
    await options.announceEnded?.(jtis);
  }

  /**
   * Starts a session for the user and signs its token; the oldest sessions beyond 10 end. A staff member's team role
   * decides the token's permissions.
   */
  async function issue(userId: string, role: Role): Promise<IssuedToken> {
    const createdAt = now();
    const tokenExpired = createdAt + TOKEN_TTL_MS;
    const jti = crypto.randomUUID();
    await sessions.insert({
      id: jti,
      user_id: userId,
      created_at: createdAt,
      expires_at: tokenExpired,
      revoked_at: null,
    });
    let permission: string[];
    try {
      permission = await rightsOf(userId, role);
    } catch (refused) {
      await sessions.revoke(jti, now());
      throw refused;
    }
    await ended(await sessions.revokeAllButNewest(userId, MAX_LIVE_TOKENS, createdAt));
    // The role goes as a list of one, the form every issued token has (`claimsOf` reads it back).
    const claims: TokenPayload = { uid: userId, role: [role], permission, tokenExpired, jti };
    return { token: sign(claims), tokenExpired, permission };
  }

  return {
    issue,

    /** The claims of a live token; a forged, revoked or expired one is a 401 with its token code (PRODUCT.md#shop-errors). */
    async verify(token: string): Promise<TokenPayload> {
      const at = now();
      const known = checkMs > 0 ? checked.get(token) : undefined;
      if (known && at - known.at < checkMs) {
        // The session's end is the token's: expiry still takes effect at once.
        if (known.claims.tokenExpired <= at) throw expired();
        return known.claims;
      }
      // A token checked before kept its signature: past the memory's time only its session is read again.
      const claims = known?.claims ?? signedClaims(token);
      if (claims.tokenExpired <= at) throw expired();
      const endingsBefore = endings;
      if (!(await sessions.findLive(claims.jti, at))) throw invalid();
      if (checkMs > 0 && endings === endingsBefore) remember(token, claims, at);
      return claims;
    },

    /** A fresh token when fewer than 3 days are left on this one, else nothing. */
    async renewIfDue(claims: TokenPayload): Promise<IssuedToken | undefined> {
      if (claims.tokenExpired - now() > TOKEN_RENEW_WITHIN_MS) return undefined;
      const [role] = claims.role;
      return role ? issue(claims.uid, role) : undefined;
    },

    /** Ends the token's session (logout), in every process at once. */
    async revoke(claims: Pick<TokenClaims, 'jti'>): Promise<void> {
      await sessions.revoke(claims.jti, now());
      await ended([claims.jti]);
    },

    /**
     * Ends every session of the user but `keep`, inside `trx` when given (a change of rights and its sessions' end
     * commit together); pass the answer to `announce` once that commits.
     */
    revokeAllOf: (userId: string, options: { keep?: string; trx?: Db } = {}) =>
      sessions.revokeAllOf(userId, now(), options.keep, options.trx),

    /** Forgets ended sessions here and, through the bus, in every process at once. */
    announce: ended,

    /** Forgets checks of sessions that ended in another process (the event bus's `sessions-ended`). */
    forget,
  };
}

export type TokenService = ReturnType<typeof tokenService>;
