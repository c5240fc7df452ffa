import { maskPhone } from '@ffe/shared/domain/masking';
import { SmsRefused, type SmsSender } from './sms-sender';
import type { SmsProvider } from './template-sms-sender';

/** One provider's texts since this process started: sent, failed, and the failures by the provider's code. */
export interface SmsProviderCounts {
  sent: number;
  failed: number;
  failures: Record<string, number>;
}

/** Texts sent and refused per provider, owned by the server (a metrics endpoint reads `read()`). */
export function smsCounters() {
  const counts = new Map<string, SmsProviderCounts>();
  const of = (provider: string) => {
    let c = counts.get(provider);
    if (!c) {
      c = { sent: 0, failed: 0, failures: {} };
      counts.set(provider, c);
    }
    return c;
  };
  return {
    sent(provider: string) {
      of(provider).sent += 1;
    },
    failed(provider: string, code: string) {
      const c = of(provider);
      c.failed += 1;
      c.failures[code] = (c.failures[code] ?? 0) + 1;
    },
    /** A copy, so a reader never sees a count move under it. */
    read(): Record<string, SmsProviderCounts> {
      return Object.fromEntries(
        [...counts].map(([provider, c]) => [provider, { ...c, failures: { ...c.failures } }] as const),
      );
    },
  };
}

export type SmsCounters = ReturnType<typeof smsCounters>;

export type SmsRefusalLog = (fields: Record<string, unknown>, message: string) => void;

/** Counts one send of `provider`, and logs a refusal with the provider's code before passing it on. */
async function counted(
  provider: string,
  counters: SmsCounters,
  warn: SmsRefusalLog,
  phone: string,
  template: string,
  send: () => Promise<void>,
) {
  try {
    await send();
    counters.sent(provider);
  } catch (error) {
    const code = error instanceof SmsRefused ? error.code : 'ERROR';
    counters.failed(provider, code);
    warn({ provider, code, template, phone: maskPhone(phone), err: error }, 'SMS not sent');
    throw error;
  }
}

/** A template provider whose every send is counted and whose refusals are logged. */
export function countedSmsProvider(provider: SmsProvider, counters: SmsCounters, warn: SmsRefusalLog): SmsProvider {
  return {
    name: provider.name,
    send: (phone, template, params) =>
      counted(provider.name, counters, warn, phone, template, () => provider.send(phone, template, params)),
  };
}

/** A whole sender (console, http) counted under `name`, each text it is handed counting as one send. */
export function countedSmsSender(
  name: string,
  sender: SmsSender,
  counters: SmsCounters,
  warn: SmsRefusalLog,
): SmsSender {
  return {
    sendLoginCode: (phone, code) =>
      counted(name, counters, warn, phone, 'login', () => sender.sendLoginCode(phone, code)),
    sendOrderNotice: (phone, sms) =>
      counted(name, counters, warn, phone, sms.template, () => sender.sendOrderNotice(phone, sms)),
    sendShopNotice: (phone, sms) =>
      counted(name, counters, warn, phone, sms.template, () => sender.sendShopNotice(phone, sms)),
  };
}
