import { activeImClient } from './client';
import type { ImHost } from './host-types';

export type { ImHost } from './host-types';

/** The host of the client the runtime acts for. */
export function imHost(): ImHost {
  return activeImClient().host;
}
