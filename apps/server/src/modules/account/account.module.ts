import crypto from 'node:crypto';
import type { AuthOffers } from '../auth/auth.module';
import type { Platform } from '../platform';
import type { UsersOffers } from '../users/users.module';
import { accountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { accountService } from './account.service';
import { developmentRealNameVerifier, httpRealNameVerifier, type RealNameVerifier } from './real-name-verifier';

/** The member's own account: phone, password, real name. */
export function accountModule(
  { config, database, secretFor, imageUrl }: Platform,
  { users }: UsersOffers,
  { tokens, guard, codes, smsLimits }: AuthOffers,
  /** Real-name checks go here instead of the configured verifier (tests count them). */
  realName: RealNameVerifier | undefined,
) {
  // Identity numbers are few enough to guess from a plain hash, so it is keyed.
  const identityKey = secretFor('identity');
  const accounts = accountService({
    users,
    accounts: accountRepository(database.db),
    sms: codes,
    tokens,
    verifier:
      realName ??
      (config.realName?.verifier === 'http'
        ? httpRealNameVerifier(config.realName.gatewayUrl, config.realName.gatewayToken)
        : config.realName
          ? developmentRealNameVerifier()
          : undefined),
    tries: smsLimits,
    identityHash: (identity) => crypto.createHmac('sha256', identityKey).update(identity).digest('hex'),
    imageUrl,
  });
  return {
    offers: undefined,
    async register(app: Platform['app']) {
      await app.register(accountRoutes(accounts, guard));
    },
  };
}
