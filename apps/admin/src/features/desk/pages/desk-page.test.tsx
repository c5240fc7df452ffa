// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';
import { aMessage, deskRoutes, guestConversation, ME, panel } from '../test/desk-fixtures';

const composer = () => screen.getByLabelText(/输入回复/) as HTMLTextAreaElement;

function openDesk(path = '/chat?c=conv-ann') {
  signedIn();
  const api = fakeApi(deskRoutes());
  const app = renderConsole(path);
  return { api, app };
}

describe('the customer-service desk', () => {
  it('lists the queue with its tabs and counts, a guest as 访客 and their code, never their id', async () => {
    const { api } = openDesk('/chat');
    expect(await screen.findByText('访客 K7Q2')).toBeTruthy();
    expect(screen.queryByText(/guest-device-uid-123/)).toBeNull();
    expect(screen.getByRole('tab', { name: /未分配\s*3/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /我的\s*1/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /全部/ })).toBeTruthy();
    expect(screen.getAllByText('玫瑰今天能送吗')).toHaveLength(2);
    expect(screen.getByText('加急')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/desk/conversations')[0]).toMatchObject({ tab: 'all' });

    fireEvent.click(screen.getByRole('tab', { name: /未分配/ }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/desk/conversations').at(-1)).toMatchObject({ tab: 'unassigned' }),
    );
    // Online agents say so when the desk opens its presence; the page reads it from the summary.
    expect(screen.getByTitle('在线')).toBeTruthy();
  });

  it('opens a conversation: reads it, names agents and automatic replies, and sends with Enter', async () => {
    const { api } = openDesk();
    expect(await screen.findByText('我的花什么时候到？')).toBeTruthy();
    await waitFor(() => expect(api.bodiesTo('/api/admin/desk/read')).toContainEqual({ conversation_id: 'conv-ann' }));
    expect(screen.getByText(/^自动回复 ·/)).toBeTruthy();
    expect(screen.getAllByText(/^小美 ·/).length).toBeGreaterThan(0);

    fireEvent.change(composer(), { target: { value: '明天上午送到' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await waitFor(() => expect(api.bodiesTo('/api/admin/desk/send')).toHaveLength(1));
    const sent = api.bodiesTo('/api/admin/desk/send')[0];
    expect(sent).toMatchObject({ conversation_id: 'conv-ann', type: 'text', body: '明天上午送到' });
    expect(String(sent?.unique_id).length).toBeGreaterThanOrEqual(8);
    expect(composer().value).toBe('');
  });

  it('keeps a failed message with the reason and resends it with the same id', async () => {
    const { api } = openDesk();
    api.routes['/api/admin/desk/send'] = failure(500, 'SERVER', '服务器开小差了');
    await screen.findByText('我的花什么时候到？');
    fireEvent.change(composer(), { target: { value: '稍等' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(await screen.findByText(/发送失败：服务器开小差了/)).toBeTruthy();
    api.routes['/api/admin/desk/send'] = ok(null);
    fireEvent.click(screen.getByRole('button', { name: '重发' }));
    await waitFor(() => expect(api.bodiesTo('/api/admin/desk/send')).toHaveLength(2));
    const [first, second] = api.bodiesTo('/api/admin/desk/send');
    expect(second?.unique_id).toBe(first?.unique_id);
  });

  it('inserts a quick reply filled for the conversation after / and its shortcut', async () => {
    const { api } = openDesk();
    await screen.findByText('我的花什么时候到？');
    fireEvent.change(composer(), { target: { value: '/than' } });
    expect(await screen.findByRole('option', { name: /thanks/ })).toBeTruthy();
    expect(api.bodiesTo('/api/admin/desk/quick-replies')[0]).toEqual({ conversation_id: 'conv-ann' });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(composer().value).toBe('谢谢 安安');
    expect(screen.queryByRole('option')).toBeNull();
    expect(api.bodiesTo('/api/admin/desk/send')).toEqual([]);
  });

  it('sends nothing for a / command that matches no quick reply, says so, and sends it as typed once Esc closes the list', async () => {
    const { api } = openDesk();
    api.routes['/api/admin/desk/quick-replies'] = ok([]);
    await screen.findByText('我的花什么时候到？');
    fireEvent.change(composer(), { target: { value: '/' } });
    expect(await screen.findByText('没有匹配的快捷回复')).toBeTruthy();
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(await screen.findByText(/没有与 \/ 匹配的快捷回复，消息未发送/)).toBeTruthy();
    expect(composer().value).toBe('/');

    fireEvent.change(composer(), { target: { value: '/zzz' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(await screen.findByText(/没有与 \/zzz 匹配的快捷回复/)).toBeTruthy();
    expect(api.bodiesTo('/api/admin/desk/send')).toEqual([]);

    fireEvent.keyDown(composer(), { key: 'Escape' });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await waitFor(() => expect(api.bodiesTo('/api/admin/desk/send')).toHaveLength(1));
    expect(api.bodiesTo('/api/admin/desk/send')[0]).toMatchObject({ type: 'text', body: '/zzz' });
  });

  it('transfers to another agent with a note', async () => {
    const { api } = openDesk();
    await screen.findByText('我的花什么时候到？');
    fireEvent.click(screen.getByText('转接', { selector: 'button *' }));
    const dialog = await openDialog();
    fireEvent.mouseDown(dialog.querySelector('.ant-select-selector, .ant-select') as HTMLElement);
    fireEvent.click(await screen.findByText('小李', { selector: '.ant-select-item-option *' }));
    fireEvent.change(within(dialog).getByLabelText(/备注/), { target: { value: '客户要改地址' } });
    fireEvent.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/desk/assign')).toEqual([
        { conversation_id: 'conv-ann', agent_id: 'agent-lee', note: '客户要改地址' },
      ]),
    );
  });

  it('resolves only after asking', async () => {
    const { api } = openDesk();
    await screen.findByText('我的花什么时候到？');
    fireEvent.click(screen.getByText('结束会话', { selector: 'button *' }));
    const dialog = await openDialog();
    expect(within(dialog).getAllByText('结束与 安安 的会话？').length).toBeGreaterThan(0);
    expect(api.bodiesTo('/api/admin/desk/resolve')).toEqual([]);
    fireEvent.click(dialog.querySelector('.ant-btn-primary, .ant-btn-dangerous') as HTMLElement);
    await waitFor(() => expect(api.bodiesTo('/api/admin/desk/resolve')).toEqual([{ conversation_id: 'conv-ann' }]));
  });

  it('shows the customer panel with orders opening the orders workbench', async () => {
    openDesk();
    const link = await screen.findByText('2026112600007');
    expect(link.closest('a')?.getAttribute('href')).toBe('/admin/orders/order-7');
    expect(screen.getByText('¥199.00')).toBeTruthy();
    expect(screen.getByText('配送 2026-11-27')).toBeTruthy();
    expect(screen.getByText('只有员工能看到，客户看不到')).toBeTruthy();
  });

  it('keeps an online agent online every 30 s while the desk is open, and sets away on a click', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api } = openDesk('/chat');
      await screen.findByText('访客 K7Q2');
      expect(api.bodiesTo('/api/admin/desk/presence')).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(30_500));
      await waitFor(() => expect(api.bodiesTo('/api/admin/desk/presence')).toEqual([{ status: 'online' }]));
      fireEvent.click(screen.getByText('离开'));
      await waitFor(() => expect(api.bodiesTo('/api/admin/desk/presence').at(-1)).toEqual({ status: 'away' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a goods card picked from the catalogue’s list, and an order card from the customer’s orders', async () => {
    const { api } = openDesk();
    api.routes['/api/admin/goods/list'] = ok({
      list: [{ id: 'goods-9', name: '粉玫瑰 11 枝', salePrice: 129, categoryName: '玫瑰', cover: '' }],
      total: 1,
    });
    await screen.findByText('2026112600007');
    fireEvent.click(screen.getByText('商品卡片', { selector: 'button *' }));
    const dialog = await openDialog();
    expect(await within(dialog).findByText('粉玫瑰 11 枝')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/goods/list')[0]).toMatchObject({ status: 'on_sale', page: 1 });
    fireEvent.click(within(dialog).getByText('发送', { selector: 'button *' }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/desk/send').at(-1)).toMatchObject({
        conversation_id: 'conv-ann',
        type: 'goods',
        body: { goods_id: 'goods-9' },
      }),
    );

    fireEvent.click(screen.getByText('订单卡片', { selector: 'button *' }));
    const orders = await openDialog();
    fireEvent.click(within(orders).getByText('发送', { selector: 'button *' }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/desk/send').at(-1)).toMatchObject({
        type: 'order',
        body: { order_id: 'order-7' },
      }),
    );
  });

  it('takes an unassigned conversation for me', async () => {
    const { api } = openDesk('/chat?c=conv-guest');
    api.routes['/api/admin/desk/customer'] = ok({
      ...panel,
      conversation: guestConversation,
      customer: guestConversation.customer,
    });
    fireEvent.click(await screen.findByText('接入', { selector: 'button *' }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/desk/assign')).toEqual([{ conversation_id: 'conv-guest', agent_id: ME }]),
    );
  });

  it("shows the shop's notices to the member by their kind and what they say, not the raw kind", async () => {
    const { api } = openDesk();
    const occasion = {
      kind: 'occasion',
      occasion: 'birthday',
      name: '妈妈生日',
      date: '2026-12-01',
      days: 3,
      url: '/pages/index/index',
      time: 1,
    };
    api.routes['/api/admin/desk/messages'] = () =>
      ok([aMessage({ _id: 'n-1', from_uid: 'system', nickname: '系统', type: 'shop-notice', body: occasion })]);
    expect(await screen.findByText('纪念日提醒：妈妈生日（2026-12-01）', { exact: false })).toBeTruthy();
    expect(screen.getByText('[店铺通知]')).toBeTruthy();
    expect(screen.queryByText(/shop-notice/)).toBeNull();
  });

  it('loads earlier messages before the oldest one shown', async () => {
    const { api } = openDesk();
    const page = Array.from({ length: 30 }, (_, index) =>
      aMessage({ _id: `p-${index}`, body: `第 ${index} 条`, create_time: 1_000_000 - index }),
    );
    api.routes['/api/admin/desk/messages'] = ({ body }) =>
      ok(body.before ? [aMessage({ _id: 'old', body: '最早的一条', create_time: 1 })] : page);
    fireEvent.click(await screen.findByText('查看更早的消息', { selector: 'button *' }));
    expect(await screen.findByText('最早的一条')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/desk/messages').at(-1)).toEqual({
      conversation_id: 'conv-ann',
      limit: 30,
      before: 1_000_000 - 29,
      before_id: 'p-29',
    });
    expect(screen.getByText('没有更早的消息了')).toBeTruthy();
  });

  it('has its own sound switch in the header, named for the desk, apart from the new-order sound', async () => {
    openDesk('/chat');
    fireEvent.click(await screen.findByRole('button', { name: '客服消息提示音：开' }));
    expect(storage.get(STORAGE_KEYS.deskAlertsMuted)).toBe(true);
    expect(storage.get(STORAGE_KEYS.alertsMuted)).not.toBe(true);
    expect(await screen.findByRole('button', { name: '客服消息提示音：关' })).toBeTruthy();
  });

  it('shows more of the queue on 加载更多, asking from where the last page ended', async () => {
    const { api } = openDesk('/chat');
    const later = {
      ...guestConversation,
      conversation_id: 'conv-later',
      customer: { ...guestConversation.customer, guest_code: 'Z9Z9' },
    };
    api.routes['/api/admin/desk/conversations'] = ({ body }) =>
      ok(
        body.cursor === 'cursor-1'
          ? { list: [later], total: 2, next_cursor: null }
          : { list: [guestConversation], total: 2, next_cursor: 'cursor-1' },
      );
    expect(await screen.findByText('访客 K7Q2')).toBeTruthy();
    expect(screen.queryByText('访客 Z9Z9')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('访客 Z9Z9')).toBeTruthy();
    expect(screen.getByText('访客 K7Q2')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/desk/conversations').at(-1)).toEqual({ tab: 'all', cursor: 'cursor-1' });
    // The last page says so: nothing more to load.
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });
});
