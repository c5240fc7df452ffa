import { announcer } from '../../platform/server-module';
import type { Platform } from '../platform';
import { userRepository } from './user.repository';

/** The members' rows, and the news that a public profile changed, which the chat's profile cache listens to. */
export function usersModule({ database, bus }: Platform) {
  const users = userRepository(database.db);
  const changed = announcer<[ids: readonly string[]]>();
  return {
    offers: {
      users,
      profilesChanged: { listen: changed.listen },
      /** Forgotten here at once, then in every process (this one again, through Redis: harmless). */
      async profileChanged(userId: string) {
        await changed.announce([userId]);
        await bus.publish({ kind: 'profiles-changed', ids: [userId] });
      },
    },
  };
}

export type UsersOffers = ReturnType<typeof usersModule>['offers'];

// What other modules' files use of this one's (decision 054): they import it from here, not from its files.
export { permissionsOf, toAdminCustomer, toCurrentUser } from './user.mapper';
export type { UserRepository, UserRow } from './user.repository';
