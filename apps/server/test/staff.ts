import { type Permission, rolePermissions, staffRoles } from '@ffe/shared/domain/staff-roles';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/connect';
import { post } from './app';
import { aMember, aStaffMember, signInAsStaff } from './factories';

/** One call of an admin route: its path and body, and the status a caller holding the permission gets. */
export interface GuardedCall {
  url: string;
  body?: object;
  allowed: number;
}

/**
 * Tests that each call answers a visitor 401, a customer and a chat guest 403, and each staff role either `allowed`
 * (its role holds `permission`) or 403.
 */
export function itGuardsWithPermission(
  t: { readonly app: FastifyInstance; readonly db: Db },
  permission: Permission,
  calls: readonly GuardedCall[],
) {
  const callers = ['visitor', 'customer', 'guest', ...staffRoles] as const;
  const cases = calls.flatMap((call) =>
    callers.map((caller): [string, (typeof callers)[number], GuardedCall] => [call.url, caller, call]),
  );
  it.each(cases)('guards %s: the %s is answered as their permissions say', async (_url, caller, call) => {
    const who: { token: string } | undefined =
      caller === 'visitor'
        ? undefined
        : caller === 'customer'
          ? await aMember(t.db)
          : caller === 'guest'
            ? await aMember(t.db, { role: 'guest', phone: null })
            : await signInAsStaff(t.app, await aStaffMember(t.db, caller));
    const expected =
      caller === 'visitor'
        ? 401
        : caller === 'customer' || caller === 'guest' || !rolePermissions[caller].includes(permission)
          ? 403
          : call.allowed;
    const answer = await post(t.app, call.url, call.body ?? {}, who);
    expect(answer.status).toBe(expected);
  });
}
