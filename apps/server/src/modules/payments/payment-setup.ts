import fs from 'node:fs';
import type { PaymentsConfig } from '../../config';
import { type Alipay, alipayProvider } from './alipay-provider';
import { type OfferedProvider, paymentProviders } from './payment-providers';
import type { SandboxProvider } from './sandbox-provider';
import { type WechatPay, wechatPayProvider } from './wechat-pay-provider';

const read = (file: string) => fs.readFileSync(file, 'utf8');

/**
 * The configured providers, keys read from their files at start (a missing or unreadable key stops the server then,
 * not at the first payment). `sandbox` is made by the caller only when the configuration names it.
 */
export function setUpPaymentProviders(
  config: PaymentsConfig,
  sandbox: SandboxProvider | undefined,
  options: { paymentIdOfRefund?: (refundId: string) => Promise<string | undefined> } = {},
) {
  const wechatPay: WechatPay | undefined =
    config.wechat &&
    wechatPayProvider({
      mchId: config.wechat.mchId,
      appId: config.wechat.appId,
      serialNo: config.wechat.serialNo,
      privateKeyPem: read(config.wechat.privateKeyPath),
      platformCertificatePems: config.wechat.platformCertPaths.map(read),
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
    ...(wechatPay ? [{ provider: wechatPay.provider, channels: ['wechat'] as const }] : []),
    ...(alipay ? [{ provider: alipay.provider, channels: ['alipay'] as const }] : []),
    ...(sandbox ? [{ provider: sandbox.provider, channels: ['wechat', 'alipay'] as const }] : []),
  ];
  return { providers: paymentProviders(offered), wechatPay, alipay };
}
