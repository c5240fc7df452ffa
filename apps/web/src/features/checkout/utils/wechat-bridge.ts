import type { WechatBridgeRequest } from '@ffe/shared/contracts/payment';

/** How WeChat's cashier ended, as its callback says; the shop still asks the server whether money moved. */
export type BridgeOutcome = 'ok' | 'cancel' | 'fail';

interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', request: WechatBridgeRequest, done: (res: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

function outcomeOf(message: string | undefined): BridgeOutcome {
  if (message === 'get_brand_wcpay_request:ok') return 'ok';
  if (message === 'get_brand_wcpay_request:cancel') return 'cancel';
  return 'fail';
}

/** The bridge WeChat's browser injects; it may come a moment after the page, announced by WeixinJSBridgeReady. */
function bridge(): Promise<WeixinJSBridge> {
  const ready = window.WeixinJSBridge;
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('WeixinJSBridge is not here')), 10_000);
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        clearTimeout(timer);
        if (window.WeixinJSBridge) resolve(window.WeixinJSBridge);
        else reject(new Error('WeixinJSBridge is not here'));
      },
      { once: true },
    );
  });
}

/** Opens WeChat's cashier (JSAPI) with the server's signed parameters; answers how the payer left it. */
export async function payInWechat(request: WechatBridgeRequest): Promise<BridgeOutcome> {
  const weixin = await bridge();
  return new Promise((resolve) =>
    weixin.invoke('getBrandWCPayRequest', request, (res) => resolve(outcomeOf(res.err_msg))),
  );
}
