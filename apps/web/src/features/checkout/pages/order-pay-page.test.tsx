// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { addedUp, shownMoney } from '../../../test/shown-money';
import { anOrder, aPayment } from '../test/checkout';
import OrderPayPage from './order-pay-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));
// The QR library stands in with a picture that names its content, so a test reads what a phone would scan.
vi.mock('qrcode', () => ({ default: { toString: async (text: string) => `<svg data-content="${text}"></svg>` } }));

const ownMatchMedia = window.matchMedia;

/** A phone: narrower than the desktop layout, touch. */
function onAPhone() {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => ({ matches: false }) });
}

const DETAIL = '/api/mall/order/detail/o-1';
const PAY = '/api/mall/pay/create';
const CHANNELS = '/api/mall/pay/channels';
const STATUS = '/api/mall/pay/status';
const EVERYWHERE = { wechat: ['wechat'], phone: ['wechat', 'alipay'], desktop: ['wechat', 'alipay'] };
const BOTH = { channels: ['wechat', 'alipay'], sandbox: [], scenes: EVERYWHERE };

// A millisecond on: what a timer's callback schedules for "now" runs a tick later under fake timers.
const flush = () => act(() => vi.advanceTimersByTimeAsync(1));
const location = () => screen.getByTestId('location').textContent;

function renderPay(routes: Record<string, unknown>) {
  const api = mockApi({ [CHANNELS]: BOTH, ...routes });
  renderPage(OrderPayPage, { path: PATHS.orderPay, search: '?id=o-1' });
  return api;
}

describe('the order payment page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(toast).mockClear();
    onAPhone();
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: ownMatchMedia });
  });

  it('counts the time left to pay down each second, and at 0 says the order was closed', async () => {
    renderPay({ [DETAIL]: anOrder({ payDeadline: Date.now() + 90_000 }) });
    await flush();
    expect(screen.getByTestId('pay-amount').textContent).toBe('¥179.50');
    expect(screen.getByRole('timer').textContent).toBe('支付剩余时间 01:30');

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('timer').textContent).toBe('支付剩余时间 01:29');

    await act(() => vi.advanceTimersByTimeAsync(89_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('订单已超时关闭')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(location()).toBe('/pages/order/order-detail/order-detail?id=o-1');
  });

  it('lists every line the amount is made of, the date surcharge and the coupon among them, adding up to it', async () => {
    renderPay({
      [DETAIL]: anOrder({
        goodsAmount: 299,
        deliveryFee: 0,
        surcharge: 15,
        surchargeReason: '圣诞季',
        discountAmount: 20,
        payAmount: 294,
      }),
    });
    await flush();
    const rows = shownMoney(screen.getByLabelText('金额明细'));
    expect(rows.map((row) => row.label)).toEqual(['商品金额', '运费', '加价（圣诞季）', '优惠（鲜花满减券）']);
    expect(screen.getByTestId('pay-amount').textContent).toBe('¥294.00');
    expect(addedUp(rows)).toBe(29_400);
  });

  it('pays by WeChat unless the member picks Alipay, and goes to the provider’s page', async () => {
    const api = renderPay({
      [DETAIL]: anOrder(),
      [PAY]: { action: 'redirect', paymentId: 'p-1', payUrl: '/pay/sandbox?paymentId=p-1' },
    });
    await flush();
    const wechat = screen.getByRole('radio', { name: '微信支付' }) as HTMLInputElement;
    const alipay = screen.getByRole('radio', { name: '支付宝' }) as HTMLInputElement;
    expect(wechat.checked).toBe(true);
    fireEvent.click(alipay);
    expect(alipay.checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(api.bodies(PAY)).toEqual([{ orderId: 'o-1', channel: 'alipay', scene: 'phone' }]);
    expect(location()).toBe('/pay/sandbox?paymentId=p-1');
  });

  it('starts one payment when 确认支付 is tapped twice before the button shows it is busy', async () => {
    const api = renderPay({
      [DETAIL]: anOrder(),
      [PAY]: { action: 'redirect', paymentId: 'p-1', payUrl: '/pay/sandbox?paymentId=p-1' },
    });
    await flush();
    const pay = screen.getByRole('button', { name: '确认支付' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await flush();
    expect(api.bodies(PAY)).toEqual([{ orderId: 'o-1', channel: 'wechat', scene: 'phone' }]);
    expect(location()).toBe('/pay/sandbox?paymentId=p-1');
  });

  it('says why paying failed and shows where the order stands now', async () => {
    let loads = 0;
    renderPay({
      [DETAIL]: () => (loads++ === 0 ? anOrder() : anOrder({ status: 'cancelled', payDeadline: null })),
      [PAY]: apiFailure(409, '订单已超过支付时间', 'ORDER_PAY_EXPIRED'),
    });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(toast).toHaveBeenCalledWith('订单已超过支付时间');
    expect(screen.getByText('订单状态：已取消')).toBeTruthy();
    expect(location()).toBe('?id=o-1');
  });

  it('shows the state of an order that is no longer unpaid, with a way to its detail', async () => {
    const api = renderPay({ [DETAIL]: anOrder({ status: 'paid', payDeadline: null }) });
    await flush();
    expect(screen.getByText('该订单无需支付')).toBeTruthy();
    expect(screen.getByText('订单状态：已支付')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(location()).toBe('/pages/order/order-detail/order-detail?id=o-1');
    expect(api.bodies(PAY)).toEqual([]);
  });

  it('offers only the channels the shop takes money on, and marks those only a sandbox serves', async () => {
    const api = renderPay({
      [DETAIL]: anOrder(),
      [CHANNELS]: { channels: ['alipay'], sandbox: [], scenes: { wechat: [], phone: ['alipay'], desktop: ['alipay'] } },
      [PAY]: { action: 'redirect', paymentId: 'p-1', payUrl: '/pay/sandbox?paymentId=p-1' },
    });
    await flush();
    expect(screen.queryByRole('radio', { name: '微信支付' })).toBeNull();
    expect((screen.getByRole('radio', { name: '支付宝' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('沙箱')).toBeNull();
    // The channel the shop does not take says so.
    expect(screen.getByTestId('missing-wechat').textContent).toContain('本店暂未开通微信支付');
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(api.bodies(PAY)).toEqual([{ orderId: 'o-1', channel: 'alipay', scene: 'phone' }]);
  });

  it('says a sandbox channel is a sandbox', async () => {
    renderPay({
      [DETAIL]: anOrder(),
      [CHANNELS]: { channels: ['wechat', 'alipay'], sandbox: ['wechat'], scenes: EVERYWHERE },
    });
    await flush();
    expect(screen.getAllByText('沙箱')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /微信支付/ })).toBeTruthy();
  });

  it('says no payment method is available when the shop offers none', async () => {
    const api = renderPay({
      [DETAIL]: anOrder(),
      [CHANNELS]: { channels: [], sandbox: [], scenes: { wechat: [], phone: [], desktop: [] } },
    });
    await flush();
    expect(screen.getByText('暂无可用的支付方式')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
    expect(api.bodies(PAY)).toEqual([]);
  });
});

/** A desktop: the layout's desktop width, and a mouse. */
function onADesktop() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: query.includes('min-width: 961px') && query.includes('pointer: fine') }),
  });
}

/** WeChat's in-app browser, by its user agent. */
function insideWechat() {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  );
}

const BRIDGE = {
  appId: 'wx2421b1c4370ec43b',
  timeStamp: '1764691200',
  nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'c2lnbmVk',
};

/** A stand-in for the WeixinJSBridge WeChat injects: records what it was asked, and answers `errMsg`. */
function standInBridge(errMsg: string) {
  const asked: unknown[][] = [];
  const bridge = {
    invoke: (name: string, request: unknown, done: (res: { err_msg: string }) => void) => {
      asked.push([name, request]);
      setTimeout(() => done({ err_msg: errMsg }), 0);
    },
  };
  return { asked, bridge };
}

describe('the order payment page in each scene', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(toast).mockClear();
    onAPhone();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: ownMatchMedia });
    Reflect.deleteProperty(window, 'WeixinJSBridge');
  });

  it('in a phone browser offers WeChat Pay (H5) and Alipay, and sends the phone scene', async () => {
    const api = renderPay({
      [DETAIL]: anOrder(),
      [PAY]: { action: 'redirect', paymentId: 'p-1', payUrl: '/pay/sandbox?paymentId=p-1' },
    });
    await flush();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: '微信支付' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '支付宝' })).toBeTruthy();
    expect(screen.queryByTestId('missing-alipay')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(api.bodies(PAY)).toEqual([{ orderId: 'o-1', channel: 'wechat', scene: 'phone' }]);
    expect(location()).toBe('/pay/sandbox?paymentId=p-1');
  });

  it('on a desktop shows WeChat’s code as a QR code and follows the payment until it is paid, then shows the result', async () => {
    onADesktop();
    let asked = 0;
    const api = renderPay({
      [DETAIL]: anOrder(),
      [PAY]: { action: 'qr', paymentId: 'p-1', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc123' },
      [STATUS]: () => aPayment({ status: asked++ < 2 ? 'pending' : 'succeeded' }),
    });
    await flush();
    expect(screen.getByRole('radio', { name: '微信支付' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '支付宝' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(api.bodies(PAY)).toEqual([{ orderId: 'o-1', channel: 'wechat', scene: 'desktop' }]);
    expect(screen.getByText('请使用微信扫码支付')).toBeTruthy();
    await flush();
    const code = screen.getByRole('img', { name: '微信支付二维码' }) as HTMLImageElement;
    expect(decodeURIComponent(code.src)).toBe(
      'data:image/svg+xml;charset=utf-8,<svg data-content="weixin://wxpay/bizpayurl?pr=abc123"></svg>',
    );
    // No sandbox: no link past the code.
    expect(screen.queryByText('在本机打开沙箱支付页')).toBeNull();

    // The status call is asked again each second (refetchInterval) until the payment succeeds.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(location()).toBe('?id=o-1');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(location()).toBe('/pages/order/pay-result/pay-result?orderId=o-1&paymentId=p-1');
    expect(api.bodies(STATUS).length).toBe(3);
  });

  it('on a desktop says when the code’s payment ended unpaid, and starts again on the payer’s word', async () => {
    onADesktop();
    const api = renderPay({
      [DETAIL]: anOrder(),
      [PAY]: { action: 'qr', paymentId: 'p-1', codeUrl: '/pay/sandbox?paymentId=p-1' },
      [STATUS]: aPayment({ status: 'failed' }),
      [CHANNELS]: { ...BOTH, sandbox: ['wechat', 'alipay'] },
    });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    await flush();
    expect(screen.getByText('二维码已失效')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新获取二维码' }));
    expect(screen.getByRole('button', { name: '确认支付' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(api.bodies(PAY)).toHaveLength(2);
  });

  it('on a desktop shows the sandbox’s code as its page’s address, which may be opened here', async () => {
    onADesktop();
    renderPay({
      [DETAIL]: anOrder(),
      [PAY]: { action: 'qr', paymentId: 'p-1', codeUrl: '/pay/sandbox?paymentId=p-1' },
      [STATUS]: aPayment(),
      [CHANNELS]: { ...BOTH, sandbox: ['wechat', 'alipay'] },
    });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(screen.getByText('在本机打开沙箱支付页').getAttribute('href')).toBe('/pay/sandbox?paymentId=p-1');
    // A phone scans this site's address of the sandbox's page.
    await flush();
    const code = screen.getByRole('img', { name: '微信支付二维码' }) as HTMLImageElement;
    expect(decodeURIComponent(code.src)).toContain(
      `data-content="${window.location.origin}/pay/sandbox?paymentId=p-1"`,
    );
  });

  it('on a desktop says the order closed when its time runs out while the code waits', async () => {
    onADesktop();
    renderPay({
      [DETAIL]: anOrder({ payDeadline: Date.now() + 5_000 }),
      [PAY]: { action: 'qr', paymentId: 'p-1', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc123' },
      [STATUS]: aPayment(),
    });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(screen.getByText('请使用微信扫码支付')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('订单已超时关闭')).toBeTruthy();
    expect(screen.queryByText('请使用微信扫码支付')).toBeNull();
  });

  it('on a desktop stops at the order’s new state when the shop cancels it while the code waits', async () => {
    onADesktop();
    let cancelled = false;
    renderPay({
      [DETAIL]: () => (cancelled ? anOrder({ status: 'cancelled', payDeadline: null }) : anOrder()),
      [PAY]: { action: 'qr', paymentId: 'p-1', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc123' },
      [STATUS]: aPayment(),
    });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    cancelled = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('订单状态：已取消')).toBeTruthy();
    expect(screen.queryByText('请使用微信扫码支付')).toBeNull();
  });

  it('inside WeChat pays through WeChat’s cashier with the server’s parameters, then asks the result page', async () => {
    insideWechat();
    const { asked, bridge } = standInBridge('get_brand_wcpay_request:ok');
    Object.assign(window, { WeixinJSBridge: bridge });
    const api = renderPay({ [DETAIL]: anOrder(), [PAY]: { action: 'bridge', paymentId: 'p-1', bridge: BRIDGE } });
    await flush();
    expect(screen.getByRole('radio', { name: '微信支付' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '支付宝' })).toBeNull();
    expect(screen.getByTestId('missing-alipay').textContent).toContain(
      '微信内无法使用支付宝：请点右上角「···」，选择「在浏览器打开」后支付',
    );
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(api.bodies(PAY)).toEqual([{ orderId: 'o-1', channel: 'wechat', scene: 'wechat' }]);
    expect(asked).toEqual([['getBrandWCPayRequest', BRIDGE]]);
    await flush();
    // The bridge's word is not trusted alone: the result page asks the server.
    expect(location()).toBe('/pages/order/pay-result/pay-result?orderId=o-1&paymentId=p-1');
  });

  it('inside WeChat waits for the bridge WeChat announces late, and stays to pay again when the payer cancels', async () => {
    insideWechat();
    const { asked, bridge } = standInBridge('get_brand_wcpay_request:cancel');
    const api = renderPay({ [DETAIL]: anOrder(), [PAY]: { action: 'bridge', paymentId: 'p-1', bridge: BRIDGE } });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(asked).toEqual([]);
    Object.assign(window, { WeixinJSBridge: bridge });
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await flush();
    await flush();
    expect(asked).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith('已取消支付');
    expect(location()).toBe('?id=o-1');
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(api.bodies(PAY)).toHaveLength(2);
  });

  it('inside WeChat says so when WeChat’s cashier fails', async () => {
    insideWechat();
    Object.assign(window, { WeixinJSBridge: standInBridge('get_brand_wcpay_request:fail').bridge });
    renderPay({ [DETAIL]: anOrder(), [PAY]: { action: 'bridge', paymentId: 'p-1', bridge: BRIDGE } });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    await flush();
    expect(toast).toHaveBeenCalledWith('微信支付未能完成，请重试');
    expect(location()).toBe('?id=o-1');
  });

  it('inside WeChat asks a member without WeChat sign-in to bind WeChat first', async () => {
    insideWechat();
    renderPay({
      [DETAIL]: anOrder(),
      [PAY]: apiFailure(403, 'payer: sign in with WeChat in the official account first', 'WECHAT_SIGN_IN_REQUIRED'),
    });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await flush();
    expect(screen.getByText('请先使用微信登录')).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '去绑定微信' }));
    expect(location()).toBe('/pages/me/user-set/user-set');
  });

  it('inside WeChat without WeChat payments there, offers nothing to tap and says to open the page in the browser', async () => {
    insideWechat();
    renderPay({
      [DETAIL]: anOrder(),
      [CHANNELS]: { ...BOTH, scenes: { wechat: [], phone: ['wechat', 'alipay'], desktop: ['wechat', 'alipay'] } },
    });
    await flush();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
    expect(screen.getByTestId('missing-wechat').textContent).toContain('微信内无法使用微信支付：请点右上角「···」');
    expect(screen.getByTestId('missing-alipay').textContent).toContain('微信内无法使用支付宝');
  });
});
