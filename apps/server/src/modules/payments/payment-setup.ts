import fs from 'node:fs';
import type { PaymentsConfig } from '../../config';
import type { CallCounts } from '../../platform/call-counts';
import { type Alipay, alipayProvider } from './alipay-provider';
import { countedPaymentProvider } from './payment-calls';
import { type OfferedProvider, paymentProviders } from './payment-providers';
import type { SandboxProvider } from './sandbox-provider';
import { loadWechatPayKeys } from './wechat-pay-keys';
import { type WechatPay, wechatPayProvider } from './wechat-pay-provider';

const read = (file: string) => fs.readFileSync(file, 'utf8');

/**
 * The configured providers, keys read from their files at start (a missing or unreadable key stops the server then,
 * not at the first payment). `sandbox` is made by the caller only when the configuration names it.
 */
export function setUpPaymentProviders(
  config: PaymentsConfig,
  sandbox: SandboxProvider | undefined,
  options: {
    paymentIdOfRefund?: (refundId: string) => Promise<string | undefined>;
    /** Where every call to a provider is counted (metrics); each provider is wrapped here, once. */
    calls?: CallCounts;
  } = {},
) {
  const wechatPay: WechatPay | undefined =
    config.wechat &&
    wechatPayProvider({
      mchId: config.wechat.mchId,
      appId: config.wechat.appId,
      jsapiAppId: config.wechat.jsapiAppId,
      serialNo: config.wechat.serialNo,
      keys: loadWechatPayKeys(config.wechat),
      apiV3Key: config.wechat.apiV3Key,
      baseUrl: config.wechat.baseUrl,
      publicUrl: config.publicUrl,
    });
  const alipay: Alipay | undefined =
    config.alipay &&
    alipayProvider({
      appId: config.alipay.appId,
      privateKeyPem: read(config.alipay.privateKeyPath),
      alipayPublicKeyPem: read(config.alipay.alipayPublicKeyPath),
      gateway: config.alipay.gateway,
      publicUrl: config.publicUrl,
      sellerId: config.alipay.sellerId,
      paymentIdOfRefund: options.paymentIdOfRefund,
    });
  const offered: OfferedProvider[] = [
    // Inside WeChat, WeChat Pay takes money only in the official account (JSAPI); without one, phone and desktop only.
    ...(wechatPay
      ? [
          {
            provider: wechatPay.provider,
            channels: ['wechat'] as const,
            scenes: config.wechat?.jsapiAppId
              ? (['wechat', 'phone', 'desktop'] as const)
              : (['phone', 'desktop'] as const),
          },
        ]
      : []),
    ...(alipay ? [{ provider: alipay.provider, channels: ['alipay'] as const }] : []),
    ...(sandbox ? [{ provider: sandbox.provider, channels: ['wechat', 'alipay'] as const }] : []),
  ];
  const { calls } = options;
  const counted = calls
    ? offered.map((offer) => ({ ...offer, provider: countedPaymentProvider(offer.provider, calls) }))
    : offered;
  return { providers: paymentProviders(counted), wechatPay, alipay };
}
