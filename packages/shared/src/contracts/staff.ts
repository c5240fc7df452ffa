import { z } from 'zod';
import { auditAreas } from '../domain/audit';
import { permissions, staffRoles } from '../domain/staff-roles';
import { sortOrder } from './admin-service';
import { pageOf, paging } from './envelope';
import { password, phone } from './member';
import { recordId } from './member-centre';
import { recordVersion } from './record-version';

export const staffRole = z.enum(staffRoles);
export const permission = z.enum(permissions);

/** A staff username: letters, digits, `_` and `.`, so it never looks like a phone number. */
export const staffUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.]{2,31}$/, 'a letter, then 2 to 31 letters, digits, _ or .');
export const displayName = z.string().trim().min(1).max(20);

/** A member of the florist's team as the console shows it. */
export const staffMember = z.object({
  _id: z.string(),
  username: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
  role: staffRole,
  enabled: z.boolean(),
  mustChangePassword: z.boolean(),
  /** Milliseconds since the epoch; null until the first sign-in. */
  lastSignInAt: z.number().nullable(),
  createdAt: z.number(),
  /** What a save sends back as `version`. */
  version: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** POST /api/admin/me: who is signed in to the console and what they may do. */
export const staffSelf = {
  request: z.object({}),
  response: staffMember.extend({ permissions: z.array(permission) }),
  path: '/api/admin/me' as const,
};
export type StaffSelf = z.infer<typeof staffSelf.response>;

/** POST /api/admin/staff/create */
export const createStaff = {
  request: z.object({ username: staffUsername, password, displayName, role: staffRole, phone: phone.optional() }),
  response: staffMember,
  path: '/api/admin/staff/create' as const,
};

/** The staff list's sortable fields; ties are ordered by id, so pages never overlap. */
export const staffSorts = ['username', 'displayName', 'role', 'lastSignInAt', 'createdAt'] as const;

/** POST /api/admin/staff/list: oldest account first unless a sort is asked; "never signed in" sorts as the oldest. */
export const listStaff = {
  request: z.object({
    keyword: z.string().trim().max(32).optional(),
    role: staffRole.optional(),
    enabled: z.boolean().optional(),
    sort: z.enum(staffSorts).default('createdAt'),
    order: sortOrder.default('asc'),
    ...paging,
  }),
  response: pageOf(staffMember),
  path: '/api/admin/staff/list' as const,
};

/** POST /api/admin/staff/detail: one member, as an editor reads it again after a refused save. */
export const staffDetail = {
  request: z.object({ _id: recordId }),
  response: staffMember,
  path: '/api/admin/staff/detail' as const,
};

/**
 * POST /api/admin/staff/update: disabling or changing the role ends the member's sessions at once. `version` is the
 * one the editor (or the list's enable switch) read; a stale one is refused with RECORD_CHANGED and nothing changes.
 */
export const updateStaff = {
  request: z.object({
    _id: recordId,
    version: recordVersion,
    displayName: displayName.optional(),
    role: staffRole.optional(),
    enabled: z.boolean().optional(),
    phone: phone.nullable().optional(),
  }),
  response: staffMember,
  path: '/api/admin/staff/update' as const,
};

/** POST /api/admin/staff/reset-password: the member must choose a new password at the next sign-in. */
export const resetStaffPassword = {
  request: z.object({ _id: recordId, password }),
  response: z.null(),
  path: '/api/admin/staff/reset-password' as const,
};

/** POST /api/member/password/update: any account with a password changes its own. */
export const updateOwnPassword = {
  request: z.object({ oldPassword: z.string().min(1).max(128), newPassword: password }),
  response: z.null(),
  path: '/api/member/password/update' as const,
};

export const auditArea = z.enum(auditAreas);

/** One entry of the audit log. */
export const auditEntry = z.object({
  _id: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  area: auditArea,
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  /** What staff call the record (an order's number, a goods' name); null when it has no name or is gone. */
  recordLabel: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string(),
  createdAt: z.number(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

/** POST /api/admin/audit/list: newest first; dates are the shop's days, inclusive. */
export const listAudit = {
  request: z.object({
    actor: z.string().trim().max(64).optional(),
    area: auditArea.optional(),
    recordType: z.string().trim().max(32).optional(),
    recordId: z.string().trim().max(64).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    ...paging,
  }),
  response: pageOf(auditEntry),
  path: '/api/admin/audit/list' as const,
};

/** Someone who appears in the audit log, for its person filter: their current name if still on the team. */
export const auditActor = z.object({ id: z.string(), name: z.string(), username: z.string().nullable() });
export type AuditActorView = z.infer<typeof auditActor>;

/** POST /api/admin/audit/actors: everyone the log names, by name; readable with `audit.read` alone. */
export const listAuditActors = {
  request: z.object({}),
  response: z.object({ list: z.array(auditActor) }),
  path: '/api/admin/audit/actors' as const,
};
