import crypto from 'node:crypto';
import type { StaffMember, StaffSelf } from '@ffe/shared/contracts/staff';
import { type Permission, permissions, type StaffRole } from '@ffe/shared/domain/staff-roles';
import type { Db } from '../../db/connect';
import { violatesUnique } from '../../db/errors';
import type { AuditActor, TokenClaims } from '../../platform/authenticate';
import { conflict, forbidden, invalidParam, notFound, staleRecord } from '../../platform/errors';
import type { TokenService } from '../auth/auth.module';
import { hashPassword } from '../auth/auth.module';
import type { AuditRepository } from '../platform';
import { toStaffMember } from './staff.mapper';
import type { StaffFilter, StaffRepository, StaffSort } from './staff.repository';

export interface StaffServiceDeps {
  repo: StaffRepository;
  audit: AuditRepository;
  tokens: Pick<TokenService, 'revokeAllOf' | 'announce'>;
  /** Called after a member's account role changed: the chat's profile caches forget it. */
  profileChanged: (userId: string) => Promise<void>;
  now?: () => number;
}

export interface NewStaffMember {
  username: string;
  password: string;
  displayName: string;
  role: StaffRole;
  phone?: string | undefined;
}

export interface StaffChanges {
  displayName?: string | undefined;
  role?: StaffRole | undefined;
  enabled?: boolean | undefined;
  phone?: string | null | undefined;
}

/** The fields of a member an admin changes; an audit entry shows those that changed, never the password. */
const EDITABLE = ['displayName', 'phone', 'role', 'enabled'] as const;

/** The account's kind in `users.role`: the owner's role is `admin`, every other team role `staff`. */
const accountKindOf = (role: StaffRole) => (role === 'admin' ? 'admin' : 'staff');

const isPermission = (granted: string): granted is Permission => (permissions as readonly string[]).includes(granted);

const staffRecord = (id: string) => ({ type: 'staff', id });

/**
 * The florist's team: admins create, edit, disable and re-enable members and reset their passwords; each write and its
 * audit entry commit together, and a change of rights (role, disabled, password reset) ends the member's sessions in
 * every process, so no token outlives what it grants.
 */
export function staffService({ repo, audit, tokens, profileChanged, now = Date.now }: StaffServiceDeps) {
  /**
   * Ends the member's sessions once the change committed. The transaction already ended those it saw; a sign-in that
   * wrote its session while the change was committing may have read the old rights, so its session ends here.
   */
  async function endSessions(userId: string, endedInTransaction: readonly string[], keep?: string) {
    const endedAfter = await tokens.revokeAllOf(userId, keep === undefined ? {} : { keep });
    await tokens.announce([...endedInTransaction, ...endedAfter]);
  }

  async function memberIn(trx: Db, id: string) {
    const row = await repo.findById(id, trx);
    if (!row) throw notFound('staff member');
    return row;
  }

  /** The admin may not lock themselves out, and the shop keeps at least one enabled admin. */
  async function assertKeepsAnAdmin(actor: AuditActor, before: StaffMember, after: StaffMember, trx: Db) {
    if (actor.id === before._id && !after.enabled) {
      throw conflict('STAFF_OWN_ACCOUNT', 'enabled: you cannot disable your own account');
    }
    if (actor.id === before._id && after.role !== before.role) {
      throw conflict('STAFF_OWN_ACCOUNT', 'role: you cannot change your own role');
    }
    const removesAnAdmin = before.role === 'admin' && before.enabled && (after.role !== 'admin' || !after.enabled);
    if (removesAnAdmin && (await repo.countOtherEnabledAdmins(before._id, trx)) === 0) {
      throw conflict(
        'STAFF_LAST_ADMIN',
        `${after.enabled ? 'role' : 'enabled'}: this is the last enabled admin; the shop needs one`,
      );
    }
  }

  return {
    /** Who is signed in to the console and what their token lets them do. */
    async self(member: TokenClaims): Promise<StaffSelf> {
      const row = await repo.findById(member.uid);
      if (!row) throw forbidden('staff only: this account is not a member of the team');
      return { ...toStaffMember(row), permissions: member.permission.filter(isPermission) };
    },

    async list(filter: StaffFilter, sort: StaffSort, page: number, pageSize: number) {
      const { rows, total } = await repo.page(filter, sort, page, pageSize);
      return { list: rows.map(toStaffMember), total };
    },

    /** A taken username is a 400 naming the field, and nothing is written. */
    async create(actor: AuditActor, input: NewStaffMember): Promise<StaffMember> {
      const id = crypto.randomUUID();
      const at = now();
      const passwordHash = await hashPassword(input.password);
      try {
        return await repo.transaction(async (trx) => {
          await repo.insert(
            {
              id,
              role: accountKindOf(input.role),
              username: input.username,
              password_hash: passwordHash,
              // The chat shows the user's nickname; it starts as the display name.
              nickname: input.displayName,
              avatar: '',
              gender: 'unknown',
              created_at: at,
              updated_at: at,
            },
            {
              user_id: id,
              role: input.role,
              display_name: input.displayName,
              phone: input.phone ?? null,
              enabled: 1,
              must_change_password: 0,
              last_sign_in_at: null,
              created_at: at,
              updated_at: at,
            },
            trx,
          );
          const member = toStaffMember(await memberIn(trx, id));
          const { displayName, phone, role, enabled } = member;
          await audit.record(trx, {
            actor,
            area: 'staff',
            action: 'create',
            record: staffRecord(id),
            after: { username: member.username, displayName, phone, role, enabled },
          });
          return member;
        });
      } catch (error) {
        if (violatesUnique(error, 'username')) throw conflict('USERNAME_TAKEN', 'username: already taken');
        throw error;
      }
    },

    /** One member, as an editor reads it again after a refused save. */
    async detail(id: string): Promise<StaffMember> {
      const row = await repo.findById(id);
      if (!row) throw notFound('staff member');
      return toStaffMember(row);
    },

    /**
     * Changing the role or disabling ends the member's sessions at once; changing nothing writes nothing. Refused
     * (RECORD_CHANGED) when another save raised the member's version since the editor read it (`version`).
     */
    async update(actor: AuditActor, id: string, version: number, changes: StaffChanges): Promise<StaffMember> {
      const outcome = await repo.transaction(async (trx) => {
        await repo.lockForChange(id, trx);
        const before = toStaffMember(await memberIn(trx, id));
        if (version !== before.version) throw staleRecord('staff member', version, before.version);
        const after: StaffMember = {
          ...before,
          displayName: changes.displayName ?? before.displayName,
          phone: changes.phone === undefined ? before.phone : changes.phone,
          role: changes.role ?? before.role,
          enabled: changes.enabled ?? before.enabled,
        };
        const changed = EDITABLE.filter((field) => before[field] !== after[field]);
        if (!changed.length) return { member: before, ended: undefined, roleChanged: false };
        await assertKeepsAnAdmin(actor, before, after, trx);

        const at = now();
        const saved = await repo.updateAt(
          id,
          version,
          {
            display_name: after.displayName,
            phone: after.phone,
            role: after.role,
            enabled: after.enabled ? 1 : 0,
            updated_at: at,
          },
          trx,
        );
        if (!saved) throw staleRecord('staff member', version, (await repo.findById(id, trx))?.version ?? version);
        if (after.role !== before.role)
          await repo.updateUser(id, { role: accountKindOf(after.role), updated_at: at }, trx);
        await audit.record(trx, {
          actor,
          area: 'staff',
          action: 'update',
          record: staffRecord(id),
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, after[field]])),
        });
        const endsSessions = after.role !== before.role || (before.enabled && !after.enabled);
        return {
          member: toStaffMember(await memberIn(trx, id)),
          ended: endsSessions ? await tokens.revokeAllOf(id, { trx }) : undefined,
          roleChanged: after.role !== before.role,
        };
      });
      if (outcome.ended) await endSessions(id, outcome.ended);
      if (outcome.roleChanged) await profileChanged(id);
      return outcome.member;
    },

    /** The member signs in with this password once and must then choose their own; their sessions end now. */
    async resetPassword(actor: AuditActor, id: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const ended = await repo.transaction(async (trx) => {
        await repo.lockForChange(id, trx);
        const before = await memberIn(trx, id);
        const at = now();
        await repo.updateUser(id, { password_hash: passwordHash, updated_at: at }, trx);
        await repo.update(id, { must_change_password: 1, updated_at: at }, trx);
        await audit.record(trx, {
          actor,
          area: 'staff',
          action: 'reset-password',
          record: staffRecord(id),
          before: { mustChangePassword: before.must_change_password === 1 },
          after: { mustChangePassword: true },
        });
        return tokens.revokeAllOf(id, { trx });
      });
      await endSessions(id, ended);
    },

    /**
     * Replaces the signed-in account's password, if it is still the one just checked (`checkedHash`): two changes at
     * once cannot both use the old password. The member's other sessions end; this one stays.
     */
    async replaceOwnPassword(member: TokenClaims, checkedHash: string, newPassword: string, ip: string) {
      const passwordHash = await hashPassword(newPassword);
      const ended = await repo.transaction(async (trx) => {
        const at = now();
        if (!(await repo.replacePassword(member.uid, checkedHash, passwordHash, at, trx))) {
          throw invalidParam('oldPassword: does not match');
        }
        const staff = await repo.findById(member.uid, trx);
        if (staff) {
          await repo.update(member.uid, { must_change_password: 0, updated_at: at }, trx);
          await audit.record(trx, {
            actor: { id: member.uid, ip },
            area: 'staff',
            action: 'change-password',
            record: staffRecord(member.uid),
            before: { mustChangePassword: staff.must_change_password === 1 },
            after: { mustChangePassword: false },
          });
        }
        return tokens.revokeAllOf(member.uid, { keep: member.jti, trx });
      });
      await endSessions(member.uid, ended, member.jti);
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;
