import type { PayChannel } from '@ffe/shared/contracts/order';
import type { PayScene } from '@ffe/shared/contracts/payment';
import { badRequest, payChannelUnavailable, paymentProviderFailed } from '../../platform/errors';
import type { PaymentProvider } from './payment-provider';

/** A configured provider, the pay channels it takes money on and where its payer may be (every scene unless named). */
export interface OfferedProvider {
  provider: PaymentProvider;
  channels: readonly PayChannel[];
  scenes?: readonly PayScene[];
}

const SCENES: readonly PayScene[] = ['wechat', 'phone', 'desktop'];

/** WeChat's own browser opens no Alipay page, whoever serves Alipay: the payer opens the shop in their browser first. */
const opensIn = (channel: PayChannel, scene: PayScene) => !(channel === 'alipay' && scene === 'wechat');

/**
 * The providers this shop is configured with. A real provider takes its own channel; the sandbox, when configured,
 * serves every channel no real provider serves.
 */
export function paymentProviders(offered: readonly OfferedProvider[]) {
  const byChannel = new Map<PayChannel, PaymentProvider>();
  const scenesOf = new Map<PayChannel, readonly PayScene[]>();
  // Real providers first, so the sandbox only fills the channels left over.
  const ranked = [...offered].sort(
    (a, b) => Number(a.provider.name === 'sandbox') - Number(b.provider.name === 'sandbox'),
  );
  for (const { provider, channels, scenes = SCENES } of ranked) {
    for (const channel of channels) {
      if (byChannel.has(channel)) continue;
      byChannel.set(channel, provider);
      scenesOf.set(
        channel,
        scenes.filter((scene) => opensIn(channel, scene)),
      );
    }
  }
  const channels = (): PayChannel[] => (['wechat', 'alipay'] as const).filter((c) => byChannel.has(c));
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

    /** The provider that takes money on `channel` where the payer is; a channel not offered there is refused. */
    forChannel(channel: PayChannel, scene?: PayScene): PaymentProvider {
      const provider = byChannel.get(channel);
      if (!provider) throw payChannelUnavailable(channel);
      if (scene && !scenesOf.get(channel)?.includes(scene)) {
        throw badRequest('PAY_CHANNEL_UNAVAILABLE', `channel: ${channel} is not offered in scene ${scene}`);
      }
      return provider;
    },

    /** The channels the pay page may offer, in the shop's order. */
    channels,

    /** The channels that work in each scene, in the shop's order. */
    scenes: (): Record<PayScene, PayChannel[]> => {
      const where = (scene: PayScene) => channels().filter((c) => scenesOf.get(c)?.includes(scene));
      return { wechat: where('wechat'), phone: where('phone'), desktop: where('desktop') };
    },

    /** Which provider serves each channel, so the pay page can say when a payment is only a sandbox. */
    sandboxChannels: (): PayChannel[] => [...byChannel].filter(([, p]) => p.name === 'sandbox').map(([c]) => c),

    all: (): PaymentProvider[] => [...named.values()],
  };
}

export type PaymentProviders = ReturnType<typeof paymentProviders>;
