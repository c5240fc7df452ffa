// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderConsole, signedIn } from '../../../test/render-console';
import { deskRoutes, ME, summary } from '../test/desk-fixtures';

/** Stands in for the browser's WebSocket: every socket opened is kept, and the test plays the server. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const deskFrame = (data: Record<string, unknown>) => ({
  type: 'desk',
  data: {
    kind: 'message',
    conversation_id: 'conv-guest',
    assignee_id: null,
    from_agent_id: null,
    note: null,
    preview: '玫瑰今天能送吗',
    // A guest: the server names them by code, and the console says 访客 in its language.
    customer_name: null,
    guest_code: 'K7Q2',
    ...data,
  },
});

describe('the desk’s pushes', () => {
  it('share the console’s one socket, refresh the queue and counts, and tell of a new message', async () => {
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    signedIn();
    const api = fakeApi(deskRoutes());
    renderConsole('/chat');
    await screen.findByText('访客 K7Q2', { selector: '.desk-queue-list *' });
    // Customer service holds orders.read and chat.answer: new orders and the desk come on one socket.
    expect(FakeSocket.opened).toHaveLength(1);
    const socket = FakeSocket.opened[0] as FakeSocket;
    // The menu's item carries the unread count.
    const menu = screen.getByRole('menu');
    await waitFor(() => expect(within(menu).getByText(String(summary.unread))).toBeTruthy());

    const queueCalls = api.bodiesTo('/api/admin/desk/conversations').length;
    const summaryCalls = api.bodiesTo('/api/admin/desk/summary').length;
    api.routes['/api/admin/desk/summary'] = ok({ ...summary, unread: 6 });
    act(() => socket.push(deskFrame({})));
    expect(await screen.findByText('访客 K7Q2 发来消息')).toBeTruthy();
    await waitFor(() => expect(api.bodiesTo('/api/admin/desk/conversations').length).toBeGreaterThan(queueCalls));
    expect(api.bodiesTo('/api/admin/desk/summary').length).toBeGreaterThan(summaryCalls);
    await waitFor(() => expect(within(menu).getByText('6')).toBeTruthy());
  });

  it('stay quiet about another agent’s conversation, refreshing all the same', async () => {
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    signedIn();
    const api = fakeApi(deskRoutes());
    renderConsole('/chat');
    await screen.findByText('访客 K7Q2', { selector: '.desk-queue-list *' });
    const socket = FakeSocket.opened[0] as FakeSocket;
    const queueCalls = api.bodiesTo('/api/admin/desk/conversations').length;
    act(() => socket.push(deskFrame({ assignee_id: 'agent-lee', customer_name: '安安', guest_code: null })));
    await waitFor(() => expect(api.bodiesTo('/api/admin/desk/conversations').length).toBeGreaterThan(queueCalls));
    expect(screen.queryByText('安安 发来消息')).toBeNull();
    act(() =>
      socket.push(deskFrame({ kind: 'transferred', assignee_id: ME, from_agent_id: 'agent-lee', note: '改地址' })),
    );
    expect(await screen.findByText('访客 K7Q2 的会话转给了你')).toBeTruthy();
  });

  it('name the member whose conversation was transferred to me', async () => {
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    signedIn();
    fakeApi(deskRoutes());
    renderConsole('/chat');
    await screen.findByText('访客 K7Q2', { selector: '.desk-queue-list *' });
    const socket = FakeSocket.opened[0] as FakeSocket;
    const transfer = { kind: 'transferred', assignee_id: ME, from_agent_id: 'agent-lee', note: null };
    act(() =>
      socket.push(deskFrame({ ...transfer, conversation_id: 'conv-an', customer_name: '安安', guest_code: null })),
    );
    expect(await screen.findByText('安安 的会话转给了你')).toBeTruthy();
    expect(screen.queryByText('客户 的会话转给了你')).toBeNull();
  });
});
