import type { Role } from '@ffe/shared/contracts/member';
import { isGuest } from '@ffe/shared/domain/account-roles';
import { hasPermission, type Permission, permissions } from '@ffe/shared/domain/staff-roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, notSignedIn } from './errors';
import { demanding } from './route-demands';

/**
 * What a token says as signed (PRODUCT.md#shop-accounts: uid, role, permission, tokenExpired), plus its session id. Its
 * role is a list of the account's one role, as every token issued so far carries it; `claimsOf` reads it as the one
 * role.
 */
export interface TokenPayload {
  uid: string;
  role: Role[];
  permission: string[];
  tokenExpired: number;
  jti: string;
}

/** The signed-in member as the server reads them: the token's claims with the account's one role, as `users.role`. */
export interface TokenClaims extends Omit<TokenPayload, 'role'> {
  role: Role;
}

/** The claims of a verified token: the one place the token's role list becomes the account's role. */
export function claimsOf({ role: [role], ...claims }: TokenPayload): TokenClaims {
  // Tokens are issued with exactly one role (`tokenService.issue`).
  return { ...claims, role: role as Role };
}

/** What authentication needs of tokens; the auth module's token service provides it (platform knows no module). */
export interface TokenVerifier {
  /** What a live token says; throws a 401 with its token code (PRODUCT.md#shop-errors) for a forged, revoked or expired one. */
  verify(token: string): Promise<TokenPayload>;
  /** A fresh token when this one is near its end, else nothing. */
  renewIfDue(payload: TokenPayload): Promise<{ token: string; tokenExpired: number } | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by the authentication pre-handlers. */
    member: TokenClaims | null;
  }
}

/** The token of a request: `Authorization: <token>`, a `Bearer ` prefix also accepted (decision 002). */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  return header ? header.replace(/^Bearer\s+/i, '') : undefined;
}

export interface AuthenticationOptions {
  /** Whether a staff member's password was reset and not yet replaced: their staff calls wait until it is. */
  mustChangePassword?: (userId: string) => Promise<boolean>;
}

/** Pre-handlers that put the signed-in member on the request, renewing a token near its end. */
export function authentication(app: FastifyInstance, tokens: TokenVerifier, options: AuthenticationOptions = {}) {
  app.decorateRequest('member', null);

  async function signIn(request: FastifyRequest, reply: FastifyReply, token: string) {
    const payload = await tokens.verify(token);
    request.member = claimsOf(payload);
    const renewed = await tokens.renewIfDue(payload);
    if (renewed) {
      reply.header('x-new-token', renewed.token);
      reply.header('x-new-token-expired', String(renewed.tokenExpired));
    }
  }

  /** Signed in (401 otherwise) and holding one of `accepted` (403 with `refusal` otherwise). */
  async function signInHolding(
    request: FastifyRequest,
    reply: FastifyReply,
    accepted: readonly Permission[],
    refusal: string,
  ): Promise<TokenClaims> {
    const token = tokenOf(request);
    if (!token) throw notSignedIn();
    await signIn(request, reply, token);
    const member = memberOf(request);
    if (!accepted.some((p) => hasPermission(member.permission, p))) throw forbidden(refusal);
    return member;
  }

  return {
    /** A missing, forged, revoked or expired token answers 401 with its token code (PRODUCT.md#shop-errors); a chat guest too. */
    requireMember: demanding(
      async function requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
        const token = tokenOf(request);
        if (!token) throw notSignedIn();
        await signIn(request, reply, token);
        if (request.member && isGuest(request.member)) throw notSignedIn();
      },
      { signIn: 'member' },
    ),

    /** Members and chat guests (decision 005: guests chat with customer service as their device). */
    requireChatUser: demanding(
      async function requireChatUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
        const token = tokenOf(request);
        if (!token) throw notSignedIn();
        await signIn(request, reply, token);
      },
      { signIn: 'chat' },
    ),

    tokenOf,

    /**
     * A pre-handler for staff routes: signed in (401 otherwise), holding `wanted` or one of `orElse` (403 otherwise)
     * and not owing a new password (403 PASSWORD_CHANGE_REQUIRED; asked of the database on each call, as a reset must
     * count at once).
     */
    requirePermission(wanted: Permission, ...orElse: Permission[]) {
      const accepted = [wanted, ...orElse];
      const guard = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
        const member = await signInHolding(request, reply, accepted, `permission ${accepted.join(' or ')} required`);
        if (await options.mustChangePassword?.(member.uid)) {
          throw forbidden('请先修改密码', 'PASSWORD_CHANGE_REQUIRED');
        }
      };
      return demanding(guard, { signIn: 'staff', permissions: accepted });
    },

    /**
     * After `requirePermission`, for a route that needs a second permission as well (403 without it): the caller is
     * signed in already, so it only checks.
     */
    alsoHolding(permission: Permission) {
      const guard = async (request: FastifyRequest): Promise<void> => {
        if (!hasPermission(memberOf(request).permission, permission))
          throw forbidden(`permission ${permission} required`);
      };
      return demanding(guard, { signIn: 'staff', permissions: [permission] });
    },

    /** Any member of the team (any permission; 403 otherwise), even one who owes a new password. */
    requireAnyPermission: demanding(
      async function requireAnyPermission(request: FastifyRequest, reply: FastifyReply): Promise<void> {
        await signInHolding(request, reply, permissions, 'staff only');
      },
      { signIn: 'staff', permissions: [] },
    ),

    /** Open routes that do more for a member (e.g. record browsing history); a bad token is ignored. */
    optionalMember: demanding(
      async function optionalMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
        const token = tokenOf(request);
        if (!token) return;
        await signIn(request, reply, token).catch(() => undefined);
        if (request.member && isGuest(request.member)) request.member = null;
      },
      { signIn: 'optional' },
    ),
  };
}

export type Authentication = ReturnType<typeof authentication>;

/** The member of a route behind `requireMember`. */
export function memberOf(request: FastifyRequest): TokenClaims {
  if (!request.member) throw notSignedIn();
  return request.member;
}

/** Who makes a staff write and from where, for its audit entry. */
export interface AuditActor {
  id: string;
  ip: string;
}

/** Who makes a staff write and from where, for its audit entry. */
export function actorOf(request: FastifyRequest): AuditActor {
  return { id: memberOf(request).uid, ip: request.ip };
}
