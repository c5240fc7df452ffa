import { hasPermission, type Permission } from '@ffe/shared/domain/staff-roles';
import { createContext, useContext } from 'react';

/** The signed-in member's permissions, as the console's frame provides them to its pages. */
export const GrantedPermissions = createContext<readonly string[]>([]);

/** Whether the signed-in member may do this: a page shows what they cannot do read-only (the server refuses it anyway). */
export const useCan = (permission: Permission): boolean => hasPermission(useContext(GrantedPermissions), permission);
