import type { PayChannel } from '@ffe/shared/contracts/order';
import { payChannelUnavailable, paymentProviderFailed } from '../../platform/errors';
import type { PaymentProvider } from './payment-provider';

/** A configured provider and the pay channels it takes money on. */
export interface OfferedProvider {
  provider: PaymentProvider;
  channels: readonly PayChannel[];
}

/**
 * The providers this shop is configured with. A real provider takes its own channel; the sandbox, when configured,
 * serves every channel no real provider serves.
 */
export function paymentProviders(offered: readonly OfferedProvider[]) {
  const byChannel = new Map<PayChannel, PaymentProvider>();
  // Real providers first, so the sandbox only fills the channels left over.
  const ranked = [...offered].sort(
    (a, b) => Number(a.provider.name === 'sandbox') - Number(b.provider.name === 'sandbox'),
  );
  for (const { provider, channels } of ranked) {
    for (const channel of channels) if (!byChannel.has(channel)) byChannel.set(channel, provider);
  }
  const named = new Map(offered.map(({ provider }) => [provider.name, provider]));

  return {
    /** The provider that took a payment, by the name the payment recorded; undefined if no longer configured. */
    byName: (name: string): PaymentProvider | undefined => named.get(name),

    /** The provider money goes back through; one no longer configured is refused, so its refund waits and retries. */
    refunderOf(name: string): PaymentProvider {
      const provider = named.get(name);
      if (!provider) throw paymentProviderFailed(name, 'is not configured');
      return provider;
    },

    /** The provider that takes money on `channel`; a channel the shop does not offer is refused. */
    forChannel(channel: PayChannel): PaymentProvider {
      const provider = byChannel.get(channel);
      if (!provider) throw payChannelUnavailable(channel);
      return provider;
    },

    /** The channels the pay page may offer, in the shop's order. */
    channels: (): PayChannel[] => (['wechat', 'alipay'] as const).filter((c) => byChannel.has(c)),

    /** Which provider serves each channel, so the pay page can say when a payment is only a sandbox. */
    sandboxChannels: (): PayChannel[] => [...byChannel].filter(([, p]) => p.name === 'sandbox').map(([c]) => c),

    all: (): PaymentProvider[] => [...named.values()],
  };
}

export type PaymentProviders = ReturnType<typeof paymentProviders>;
