// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { aStaffSelf } from '../../../test/factories';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderConsole, signedIn } from '../../../test/render-console';

/** Stands in for the browser's WebSocket: every socket opened is kept, and the test plays the server. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

function openConsole() {
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  signedIn('florist-token');
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf('florist')),
    '/api/admin/order/list': ok({ list: [], total: 0, counts: { all: 0 } }),
    '/api/admin/order/day-sheet': ok({ date: '2026-11-25', slots: [] }),
    '/api/member/logout': ok(null),
  });
  return { api, app: renderConsole('/orders') };
}

const theSocket = () =>
  waitFor(() => {
    const socket = FakeSocket.opened.at(-1);
    if (!socket) throw new Error('no socket yet');
    return socket;
  });

describe('the new-order alert', () => {
  it('signs in on the chat socket and shows a paid order at once, refreshing the list', async () => {
    const { api } = openConsole();
    const socket = await theSocket();
    expect(socket.url).toMatch(/\/api\/im\/socket$/);
    act(() => socket.onopen?.());
    expect(socket.sent[0]).toMatchObject({ type: 'auth', token: 'florist-token' });
    await waitFor(() => expect(api.bodiesTo('/api/admin/order/list')).toHaveLength(1));

    act(() =>
      socket.push({
        type: 'order-paid',
        data: {
          orderId: 'o-9',
          orderNo: 'NO-NEW',
          payAmount: 199,
          deliveryDate: '2026-11-26',
          deliverySlot: 'afternoon',
          paidAt: Date.now(),
        },
      }),
    );
    expect(await screen.findByText('新订单 NO-NEW')).toBeTruthy();
    expect(screen.getByText('¥199.00 · 2026-11-26 afternoon')).toBeTruthy();
    // Below the 64 px header, not over its buttons.
    const stack = document.querySelector<HTMLElement>('.ant-notification-topRight');
    expect(Number.parseInt(stack?.style.getPropertyValue('--notification-top') ?? '0', 10)).toBeGreaterThan(64);
    await waitFor(() => expect(api.bodiesTo('/api/admin/order/list')).toHaveLength(2));
  });

  it('reconnects after the socket drops, and closes it on logout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { app } = openConsole();
      const first = await theSocket();
      act(() => first.onclose?.({ code: 1006 }));
      await act(() => vi.advanceTimersByTimeAsync(1_100));
      const second = await theSocket();
      expect(second).not.toBe(first);

      fireEvent.click(await screen.findByRole('button', { name: /退出登录/ }));
      const dialogs = await screen.findAllByRole('dialog');
      fireEvent.click((dialogs.at(-1) as HTMLElement).querySelector('.ant-btn-primary') as HTMLElement);
      await waitFor(() => expect(app.where()).toMatch(/^\/login/));
      expect(second.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('remembers the muted sound on this device', async () => {
    openConsole();
    fireEvent.click(await screen.findByRole('button', { name: '新订单提示音：开' }));
    expect(storage.get(STORAGE_KEYS.alertsMuted)).toBe(true);
    expect(await screen.findByRole('button', { name: '新订单提示音：关' })).toBeTruthy();
  });

  it('shows a florist the new-order sound only: the desk’s own sound switch is for agents', async () => {
    openConsole();
    expect(await screen.findByRole('button', { name: '新订单提示音：开' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /客服消息提示音/ })).toBeNull();
  });
});
