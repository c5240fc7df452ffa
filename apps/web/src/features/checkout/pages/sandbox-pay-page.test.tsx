// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aSandboxPayment } from '../test/checkout';
import SandboxPayPage from './sandbox-pay-page';

const PAYMENT = '/api/pay/sandbox/p-1';
const RESULT = '/pages/order/pay-result/pay-result?orderId=o-1&paymentId=p-1';

const location = () => screen.getByTestId('location').textContent;

function renderSandbox(routes: Record<string, unknown> = {}) {
  const api = mockApi({
    [PAYMENT]: aSandboxPayment(),
    [`${PAYMENT}/confirm`]: { status: 'paid' },
    [`${PAYMENT}/fail`]: { status: 'failed' },
    ...routes,
  });
  renderPage(SandboxPayPage, { path: PATHS.sandboxPay, search: '?paymentId=p-1' });
  return api;
}

describe('the sandbox pay page', () => {
  it('shows a cashier marked as the sandbox: merchant, subject, amount and channel', async () => {
    renderSandbox();
    expect(await screen.findByText('鲜花速递')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('沙箱收银台沙箱');
    expect(screen.getByText('订单 FF202605200001')).toBeTruthy();
    expect(screen.getByTestId('sandbox-amount').textContent).toBe('¥179.50');
    expect(screen.getByText('微信支付')).toBeTruthy();
  });

  it('confirms the payment, then returns to the shop', async () => {
    const api = renderSandbox();
    fireEvent.click(await screen.findByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(location()).toBe(RESULT));
    expect(api.bodies(`${PAYMENT}/confirm`)).toEqual([{}]);
    expect(api.bodies(`${PAYMENT}/fail`)).toEqual([]);
  });

  it('lets the payment fail, then returns to the shop', async () => {
    const api = renderSandbox();
    fireEvent.click(await screen.findByRole('button', { name: '支付失败' }));
    await waitFor(() => expect(location()).toBe(RESULT));
    expect(api.bodies(`${PAYMENT}/fail`)).toEqual([{}]);
    expect(api.bodies(`${PAYMENT}/confirm`)).toEqual([]);
  });

  it('shows a payment already made, with a link back to the shop instead of the buttons', async () => {
    renderSandbox({ [PAYMENT]: aSandboxPayment({ status: 'paid' }) });
    expect(await screen.findByText('该笔款项已支付')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认支付' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回商户' }).getAttribute('href')).toBe(RESULT);
  });
});
