import { type StaffRole, staffRoles } from '@ffe/shared/domain/staff-roles';
import type { TFunction } from 'i18next';

/** The roles as a select offers them, in the language in use. */
export const roleOptions = (t: TFunction) =>
  staffRoles.map((role: StaffRole) => ({ value: role, label: t(`role.${role}`) }));
