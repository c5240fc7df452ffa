// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { type ClientMessage, putServerConversations } from '@ffe/im-client/runtime/im-store';
import {
  aClientMessage,
  aConversation,
  aConversationBetween,
  aCustomer,
  aMessage,
  aUser,
  CUSTOMER_ID,
  SERVICE_CHAT,
  T0,
} from '@ffe/im-client/testing/im-factories';
import { withImClient } from '@ffe/im-client/testing/test-client';
import type { SendMsgRequest } from '@ffe/shared/contracts/im';
import { conversationIdFor } from '@ffe/shared/domain/im/conversation-id';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { useMessageSelection } from '../hooks/use-message-selection';
import { startTestChat } from '../testing/test-chat';
import { MessageBubble } from './message-bubble';
import { MessageForwarding } from './message-selection';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ toast }));

const MEI = aUser({ _id: 'u-mei', nickname: '小美', avatar_file: { url: '/images/mei.png' } });
const MEI_CHAT = conversationIdFor(CUSTOMER_ID, MEI._id);

const question = aClientMessage({ _id: 'm-1', from_uid: CUSTOMER_ID, body: '玫瑰还有吗？', create_time: T0 + 1000 });
const answer = aClientMessage({ _id: 'm-2', body: '有的，今天到货', create_time: T0 + 2000 });
const goods = aClientMessage({
  _id: 'm-3',
  type: 'goods',
  body: { goods_id: 'g-rose', name: '红玫瑰 11 枝', price: 199.5, image: '/r.svg' },
  create_time: T0 + 3000,
});
const revoked = aClientMessage({ _id: 'm-4', is_revoke: true, create_time: T0 + 4000 });

/** The chat's list as the chat view draws it while choosing: every bubble with its part in the selection. */
function Chat({ messages, startWith }: { messages: ClientMessage[]; startWith?: ClientMessage }) {
  const selection = useMessageSelection();
  return (
    <>
      <button type="button" onClick={() => selection.start(startWith)}>
        多选
      </button>
      {messages.map((message) => (
        <MessageBubble
          key={message._id}
          message={message}
          mine={message.from_uid === CUSTOMER_ID}
          avatar=""
          showReadState={false}
          ordersOpenable
          onMenu={vi.fn()}
          onRetry={vi.fn()}
          onPreview={vi.fn()}
          selection={selection.forBubble(message)}
        />
      ))}
      <MessageForwarding selection={selection} messages={messages} />
    </>
  );
}

function open(messages = [question, answer, goods, revoked], startWith: ClientMessage | undefined = question) {
  renderPage(() => <Chat messages={messages} startWith={startWith} />, { imClient, path: PATHS.chat });
  fireEvent.click(screen.getByRole('button', { name: '多选' }));
}

const boxes = () => screen.getAllByRole('checkbox') as HTMLInputElement[];
const bar = () => screen.getByRole('toolbar');

/** What the server stores for a sendMsg. */
function stored(body: Exclude<SendMsgRequest, { type: 'revoke_msg' | 'read_msg' }>) {
  return aMessage({
    _id: `stored-${body.unique_id}`,
    unique_id: body.unique_id ?? 'x',
    conversation_id: MEI_CHAT,
    from_uid: CUSTOMER_ID,
    to_uid: body.to_uid ?? null,
    type: body.type,
    body: body.body,
  });
}

/** Picks 小美 as the target and confirms. */
async function forwardToMei() {
  const picker = await screen.findByRole('dialog', { name: '转发给' });
  fireEvent.click(within(picker).getByRole('button', { name: '小美' }));
  const confirm = await screen.findByText('发送给 小美？');
  expect(confirm).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '发送' })));
}

describe('multi-select and forward', () => {
  beforeEach(() => {
    startTestChat(imClient, aCustomer());
    toast.mockReset();
    putServerConversations(imClient, [aConversation(), aConversationBetween(aCustomer(), MEI)]);
    imClient.store.setState({ messages: { [SERVICE_CHAT]: [question, answer, goods, revoked] } });
  });

  it('puts a check box before each message, the one whose menu said 多选 already chosen', () => {
    open();
    expect(boxes().map((box) => box.checked)).toEqual([true, false, false]);
    expect(within(bar()).getByText('已选择1条')).toBeTruthy();
    // A revoked message cannot be forwarded, so it cannot be chosen.
    expect(screen.getByText('此消息已被撤回')).toBeTruthy();
  });

  it('chooses a message by a tap anywhere on it, without opening its card', () => {
    open();
    fireEvent.click(screen.getByText('有的，今天到货'));
    fireEvent.click(screen.getByRole('link', { name: '查看商品 红玫瑰 11 枝' }));
    expect(screen.getByTestId('location').textContent).toBe('');
    expect(boxes().map((box) => box.checked)).toEqual([true, true, true]);
    fireEvent.click(boxes()[0] as HTMLInputElement);
    expect(within(bar()).getByText('已选择2条')).toBeTruthy();
  });

  it('stops choosing with 取消 or Escape', () => {
    open();
    fireEvent.click(within(bar()).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '多选' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('合并转发 sends the chosen messages as one history to a conversation picked from the list', async () => {
    const api = mockApi({ '/api/im/sendMsg': stored });
    open();
    fireEvent.click(screen.getByText('有的，今天到货'));
    fireEvent.click(within(bar()).getByRole('button', { name: '合并转发' }));
    await forwardToMei();
    await waitFor(() => expect(api.bodies('/api/im/sendMsg')).toHaveLength(1));
    expect(api.bodies('/api/im/sendMsg')).toMatchObject([
      { to_uid: 'u-mei', type: 'history', body: { msg_ids: ['m-1', 'm-2'] } },
    ]);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已转发', 'success'));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('逐条转发 sends a copy of each chosen message, in the order they were written', async () => {
    const api = mockApi({ '/api/im/sendMsg': stored });
    open();
    fireEvent.click(screen.getByRole('link', { name: '查看商品 红玫瑰 11 枝' }));
    fireEvent.click(within(bar()).getByRole('button', { name: '逐条转发' }));
    await forwardToMei();
    await waitFor(() => expect(api.bodies('/api/im/sendMsg')).toHaveLength(2));
    expect(
      api.bodies<SendMsgRequest & { to_uid: string; body: unknown }>('/api/im/sendMsg').map((b) => [b.type, b.body]),
    ).toEqual([
      ['text', '玫瑰还有吗？'],
      ['goods', { goods_id: 'g-rose' }],
    ]);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已转发', 'success'));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = mockApi({ '/api/im/sendMsg': stored });
    open();
    fireEvent.click(within(bar()).getByRole('button', { name: '逐条转发' }));
    const picker = await screen.findByRole('dialog', { name: '转发给' });
    fireEvent.click(within(picker).getByRole('button', { name: '小美' }));
    await screen.findByText('发送给 小美？');
    // The dialog's 取消, over the bar's own.
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '取消' }).at(-1) as HTMLElement));
    expect(screen.queryByText('发送给 小美？')).toBeNull();
    expect(api.bodies('/api/im/sendMsg')).toEqual([]);
  });

  it('allows at most 100 messages, the most one history carries', () => {
    const { result } = renderHook(() => useMessageSelection(), { wrapper: withImClient(imClient) });
    act(() => result.current.start());
    for (let i = 0; i < 101; i += 1) {
      act(() => result.current.toggle(aClientMessage({ _id: `m-many-${i}`, create_time: T0 + i })));
    }
    expect(result.current.chosen.size).toBe(100);
    expect(toast).toHaveBeenCalledWith('最多选择100条消息');
  });
});
