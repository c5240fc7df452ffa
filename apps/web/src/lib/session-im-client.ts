import type { ImClient } from '@ffe/im-client/client';
import type { ImClientLoader } from '@ffe/im-client/client-context';

/** A session's messaging client, made on first use; `made` says whether anything asked for it yet. */
export interface SessionImClient extends ImClientLoader {
  readonly made: Promise<ImClient> | undefined;
}

// The client's code is a chunk of its own: no page's first load carries it (decision 037's budget).
const makeShopImClient = () => import('./shop-im-host').then((host) => host.createShopImClient());

/** The shop's client for one session, made when a chat page or the app-wide chat first asks for it. */
export function sessionImClient(make: () => Promise<ImClient> = makeShopImClient): SessionImClient {
  let made: Promise<ImClient> | undefined;
  return {
    get made() {
      return made;
    },
    load: () => {
      made ??= make();
      return made;
    },
  };
}
