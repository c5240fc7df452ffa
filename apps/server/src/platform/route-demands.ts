import type { Permission } from '@ffe/shared/domain/staff-roles';

/** What a route hook asks of a caller, so the API document can say it (`platform/openapi.ts`). */
export type RouteDemand =
  /** A signed-in member (401 otherwise); `chat` also lets a chat guest in; `optional` refuses no one. */
  | { signIn: 'member' | 'chat' | 'optional' }
  /** A team member holding one of `permissions` (any permission when empty): 401, then 403. */
  | { signIn: 'staff'; permissions: readonly Permission[] }
  /** A write quota: 429 with `retry-after` once it is full. */
  | { quota: true };

const demandKey = Symbol('ffe.routeDemand');

/** `hook`, marked with what it demands. */
export function demanding<Hook extends object>(hook: Hook, demand: RouteDemand): Hook {
  return Object.assign(hook, { [demandKey]: demand });
}

/** What a hook marked by `demanding` demands; undefined for any other hook. */
export function demandOf(hook: unknown): RouteDemand | undefined {
  if (typeof hook !== 'function') return undefined;
  return (hook as { [demandKey]?: RouteDemand })[demandKey];
}
