import type { PayChannel } from '@ffe/shared/contracts/order';

/** The pay channels' marks, drawn here: a green chat bubble for WeChat Pay, a blue 支 for Alipay. */
export function ChannelIcon({ channel }: { channel: PayChannel }) {
  return channel === 'wechat' ? (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill="#09bb07" />
      <path
        d="M10 6c-3.3 0-6 2.2-6 5 0 1.6.9 3 2.3 3.9L5.8 17l2.5-1.3c.5.1 1.1.2 1.7.2h.4a4.5 4.5 0 0 1-.2-1.3c0-2.9 2.7-5.1 6-5.1h.3C15.9 7.5 13.3 6 10 6zm3 6c-2.5 0-4.5 1.6-4.5 3.6s2 3.6 4.5 3.6c.5 0 1-.1 1.4-.2l1.9 1-.4-1.6c1-.7 1.6-1.7 1.6-2.8 0-2-2-3.6-4.5-3.6z"
        fill="#fff"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill="#1677ff" />
      <text x="12" y="17" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
        支
      </text>
    </svg>
  );
}
