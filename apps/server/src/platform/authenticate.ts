import { hasPermission, type Permission } from '@ffe/shared/domain/staff-roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims, TokenService } from '../modules/auth/token.service';
import { AppError, forbidden } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by the authentication pre-handlers. */
    member: TokenClaims | null;
  }
}

/** The token of a request: `Authorization: <token>`, a `Bearer ` prefix also accepted (DESIGN §3). */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  return header ? header.replace(/^Bearer\s+/i, '') : undefined;
}

/** Pre-handlers that put the signed-in member on the request, renewing a token near its end. */
export function authentication(app: FastifyInstance, tokens: TokenService) {
  app.decorateRequest('member', null);

  async function signIn(request: FastifyRequest, reply: FastifyReply, token: string) {
    const claims = await tokens.verify(token);
    request.member = claims;
    const renewed = await tokens.renewIfDue(claims);
    if (renewed) {
      reply.header('x-new-token', renewed.token);
      reply.header('x-new-token-expired', String(renewed.tokenExpired));
    }
  }

  return {
    /** A missing, forged, revoked or expired token answers 401 with the spec's token codes; a chat guest too. */
    async requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(request);
      if (!token) throw new AppError(401, 'TOKEN_INVALID', '请先登录');
      await signIn(request, reply, token);
      if (request.member?.role.includes('guest')) throw new AppError(401, 'TOKEN_INVALID', '请先登录');
    },

    /** Members and chat guests (DESIGN §4: guests chat with customer service as their device). */
    async requireChatUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(request);
      if (!token) throw new AppError(401, 'TOKEN_INVALID', '请先登录');
      await signIn(request, reply, token);
    },

    tokenOf,

    /** Staff or admin only; customers get 403. */
    async requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(request);
      if (!token) throw new AppError(401, 'TOKEN_INVALID', '请先登录');
      await signIn(request, reply, token);
      if (!request.member?.role.some((r) => r === 'staff' || r === 'admin')) {
        throw new AppError(403, 'PERMISSION_DENIED', 'staff only');
      }
    },

    /**
     * A pre-handler for staff routes: signed in (401 otherwise) and holding `wanted`, or one of `orElse` (403
     * otherwise).
     */
    requirePermission(wanted: Permission, ...orElse: Permission[]) {
      const accepted = [wanted, ...orElse];
      return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
        const token = tokenOf(request);
        if (!token) throw new AppError(401, 'TOKEN_INVALID', '请先登录');
        await signIn(request, reply, token);
        const granted = request.member?.permission ?? [];
        if (!accepted.some((p) => hasPermission(granted, p))) {
          throw forbidden(`permission ${accepted.join(' or ')} required`);
        }
      };
    },

    /** Open routes that do more for a member (e.g. record browsing history); a bad token is ignored. */
    async optionalMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(request);
      if (!token) return;
      await signIn(request, reply, token).catch(() => undefined);
      if (request.member?.role.includes('guest')) request.member = null;
    },
  };
}

export type Authentication = ReturnType<typeof authentication>;

/** The member of a route behind `requireMember`. */
export function memberOf(request: FastifyRequest): TokenClaims {
  if (!request.member) throw new AppError(401, 'TOKEN_INVALID', '请先登录');
  return request.member;
}
