import crypto from 'node:crypto';
import { MAX_LIVE_TOKENS, TOKEN_RENEW_WITHIN_MS, TOKEN_TTL_MS } from '@ffe/shared/constants';
import type { Role } from '@ffe/shared/contracts/member';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '../../platform/errors';
import { permissionsOf } from '../users/user.mapper';
import type { SessionRepository } from './session.repository';

/** What a token says (spec §6: uid, role, permission, tokenExpired), plus its session id. */
export interface TokenClaims {
  uid: string;
  role: Role[];
  permission: string[];
  tokenExpired: number;
  jti: string;
}

export interface IssuedToken {
  token: string;
  tokenExpired: number;
}

const invalid = () => new AppError(401, 'TOKEN_INVALID_WRONG_TOKEN', '非法token,请重新登录');
const expired = () => new AppError(401, 'TOKEN_INVALID_TOKEN_EXPIRED', 'token已过期,请重新登录');

/** Signed tokens backed by a session row each, so logout and the 10-token cap take effect at once. */
export function tokenService(sessions: SessionRepository, secret: string, now: () => number = Date.now) {
  const sign = createSigner({ key: secret, algorithm: 'HS256' });
  // Only HS256 with our key: a token naming another algorithm is refused.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true });

  /** Starts a session for the user and signs its token; the oldest sessions beyond 10 end. */
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
    await sessions.revokeAllButNewest(userId, MAX_LIVE_TOKENS, createdAt);
    const claims: TokenClaims = { uid: userId, role: [role], permission: permissionsOf(role), tokenExpired, jti };
    return { token: sign(claims), tokenExpired };
  }

  return {
    issue,

    /** The claims of a live token; a forged, revoked or expired one is a 401 with the spec's code. */
    async verify(token: string): Promise<TokenClaims> {
      let claims: TokenClaims;
      try {
        claims = verify(token) as TokenClaims;
      } catch (error) {
        if (error instanceof TokenError) throw invalid();
        throw error;
      }
      if (claims.tokenExpired <= now()) throw expired();
      if (!(await sessions.findLive(claims.jti, now()))) throw invalid();
      return claims;
    },

    /** A fresh token when fewer than 3 days are left on this one, else nothing. */
    async renewIfDue(claims: TokenClaims): Promise<IssuedToken | undefined> {
      if (claims.tokenExpired - now() > TOKEN_RENEW_WITHIN_MS) return undefined;
      const [role] = claims.role;
      return role ? issue(claims.uid, role) : undefined;
    },

    revoke: (claims: TokenClaims) => sessions.revoke(claims.jti, now()),
  };
}

export type TokenService = ReturnType<typeof tokenService>;
