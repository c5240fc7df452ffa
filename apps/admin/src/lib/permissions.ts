import type { Permission } from '@ffe/shared/domain/staff-roles';
import { createContext, useContext } from 'react';

/** The signed-in member's permissions, handed down by the console's frame so features need not ask who is signed in. */
export const PermissionsContext = createContext<readonly string[]>([]);

/** Whether the member holds any of `wanted`: the console hides what the server would refuse with 403 anyway. */
export const mayAny = (granted: readonly string[], wanted: Permission | readonly Permission[]) =>
  (typeof wanted === 'string' ? [wanted] : wanted).some((permission) => granted.includes(permission));

/** `can('orders.refund')`, from the frame's permissions. */
export function useCan() {
  const granted = useContext(PermissionsContext);
  return (...wanted: Permission[]) => mayAny(granted, wanted);
}

/** The signed-in member's staff id, handed down by the frame beside the permissions (the desk tells mine from others'). */
export const StaffIdContext = createContext<string | undefined>(undefined);

export const useStaffId = () => useContext(StaffIdContext);
