import type { PayChannel } from '@ffe/shared/contracts/order';
import type { PayChannels, PayScene } from '@ffe/shared/contracts/payment';
import { isWechatBrowser } from '@ffe/shared/domain/wechat-browser';

/** The width from which the shop lays itself out for a desktop (`global.css`'s `min-width: 961px` blocks). */
const DESKTOP_QUERY = '(min-width: 961px) and (pointer: fine)';

/**
 * Where the payer is (decision 051): inside WeChat by its user agent; else a desktop when the window is as wide as the
 * desktop layout and a mouse points, a phone browser otherwise.
 */
export function detectPayScene(): PayScene {
  if (isWechatBrowser(navigator.userAgent)) return 'wechat';
  return window.matchMedia?.(DESKTOP_QUERY).matches ? 'desktop' : 'phone';
}

/** Why a channel is not offered here: the shop takes none of it, WeChat opens no such page, or not on this device. */
export type MissingReason = 'notOffered' | 'openInBrowser' | 'notHere';

/** The shop's channels in its order: those that pay where the payer is, and why each other one does not. */
export function channelsIn(offered: PayChannels, scene: PayScene) {
  const usable = offered.scenes[scene];
  const missing = (['wechat', 'alipay'] as const)
    .filter((channel) => !usable.includes(channel))
    .map((channel): { channel: PayChannel; reason: MissingReason } => ({
      channel,
      reason: !offered.channels.includes(channel) ? 'notOffered' : scene === 'wechat' ? 'openInBrowser' : 'notHere',
    }));
  return { usable, missing };
}
