import { maskPhone } from '@ffe/shared/domain/masking';

/** Where login codes go: a gateway in production, the log in development. */
export interface SmsSender {
  sendLoginCode(phone: string, code: string): Promise<void>;
}

/** Development: logs the code and keeps the last one per phone for the dev outbox. */
export function consoleSmsSender(log: (message: string) => void) {
  const outbox = new Map<string, string>();
  return {
    async sendLoginCode(phone: string, code: string) {
      outbox.set(phone, code);
      log(`SMS login code for ${maskPhone(phone)}: ${code}`);
    },
    /** The last code sent to a phone; only the development routes read it. */
    lastCodeFor: (phone: string) => outbox.get(phone),
  };
}

/** Posts `{ phone, template: 'login', params: { code } }` to the gateway; a non-2xx answer is a failure. */
export function httpSmsSender(url: string, token: string | undefined): SmsSender {
  return {
    async sendLoginCode(phone, code) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ phone, template: 'login', params: { code } }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
