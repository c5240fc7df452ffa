import { isValidIdentityNumber } from '@ffe/shared/domain/identity-card';

/** Whether a name and an identity number belong together; the real check is a paid service outside the shop. */
export interface RealNameVerifier {
  verify(person: { realName: string; identity: string }): Promise<{ matched: boolean }>;
}

/** Development: any well-formed name with an 18-character identity number whose check digit is right matches. */
export function developmentRealNameVerifier(): RealNameVerifier {
  return { verify: async ({ identity }) => ({ matched: isValidIdentityNumber(identity) }) };
}

/** Posts `{ realName, identity }` to the verification gateway, which answers `{ matched: boolean }`; else a failure. */
export function httpRealNameVerifier(url: string, token: string | undefined): RealNameVerifier {
  return {
    async verify(person) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(person),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`real-name gateway answered ${response.status}`);
      const answer = (await response.json()) as { matched?: unknown };
      if (typeof answer.matched !== 'boolean') throw new Error('real-name gateway answered without `matched`');
      return { matched: answer.matched };
    },
  };
}
