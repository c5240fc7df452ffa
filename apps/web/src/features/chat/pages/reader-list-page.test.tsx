// @vitest-environment jsdom

import { getGroupInfo } from '@ffe/im-client/api/get-group-info';
import { getGroupMembers } from '@ffe/im-client/api/get-group-members';
import type { ImClient } from '@ffe/im-client/client';
import { startIm } from '@ffe/im-client/runtime/im-session';
import { asClientMessage, resetImStore } from '@ffe/im-client/runtime/im-store';
import {
  aCustomer,
  aGroup,
  aGroupMember,
  aMessage,
  aStaffMember,
  aUser,
  GROUP_CHAT,
  GROUP_ID,
  SERVICE_CHAT,
} from '@ffe/im-client/testing/im-factories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { apiFailure, type MockApi, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { withoutChatLogin } from '../testing/test-chat';
import ReaderListPage from './reader-list-page';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

vi.mock('@ffe/im-client/runtime/im-session', () => ({ startIm: vi.fn(async () => undefined) }));
vi.mock('@ffe/im-client/api/get-group-info', () => ({ getGroupInfo: vi.fn() }));
vi.mock('@ffe/im-client/api/get-group-members', () => ({ getGroupMembers: vi.fn() }));
vi.mock('@ffe/im-client/runtime/user-info', async () => {
  const { useImStore } = await import('@ffe/im-client/runtime/im-store');
  return { useUserInfo: (uid: string | undefined) => useImStore((s) => (uid ? s.users[uid] : undefined)) };
});

const service = aUser();
const mei = aUser({ _id: 'u-mei', nickname: '小美' });
const rose = aUser({ _id: 'u-rose', nickname: '玫瑰' });
const members = [aGroupMember(service, { role: ['admin', 'owner'] }), aGroupMember(mei), aGroupMember(rose)];
const groupMessage = aMessage({
  _id: 'm-group',
  conversation_id: GROUP_CHAT,
  group_id: GROUP_ID,
  to_uid: null,
  body: '明天九点开店',
  reader_list: [{ user_id: 'u-mei', create_time: 1 }],
});

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
const open = (msgId: string, conversationId: string) =>
  renderPage(ReaderListPage, {
    imClient,
    path: PATHS.readerList,
    search: `?msgId=${msgId}&conversationId=${encodeURIComponent(conversationId)}`,
  });
const recipients = () => screen.getAllByTestId('recipient').map((row) => row.dataset.userId);

describe('ReaderListPage', () => {
  // The message goes to the server's path: its hook calls its own fetcher.
  let answers: Record<string, unknown>;
  let api: MockApi;

  beforeEach(() => {
    withoutChatLogin(imClient);
    resetImStore(imClient);
    vi.clearAllMocks();
    setWidth(375);
    imClient.store.setState({ me: aStaffMember() });
    answers = { '/api/im/getMsg': apiFailure(404, 'message not found', 'NOT_FOUND') };
    api = mockApi(answers);
  });

  it('lists who has not read and who read a held group message, in two tabs', async () => {
    imClient.store.setState({
      groups: { [GROUP_ID]: { info: aGroup(), members } },
      messages: { [GROUP_CHAT]: [asClientMessage(groupMessage)] },
    });
    open('m-group', GROUP_CHAT);
    expect(await screen.findByText('明天九点开店')).toBeTruthy();
    expect(startIm).toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: '未读 (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(recipients()).toEqual(['u-rose']);
    fireEvent.click(screen.getByRole('tab', { name: '已读 (1)' }));
    expect(recipients()).toEqual(['u-mei']);
    expect(api.bodies('/api/im/getMsg')).toEqual([]);
  });

  it('reads the message and the members it does not hold, in columns on a wide screen', async () => {
    setWidth(1280);
    answers['/api/im/getMsg'] = groupMessage;
    vi.mocked(getGroupInfo).mockResolvedValue(aGroup());
    vi.mocked(getGroupMembers).mockResolvedValue({ list: members, total: 3 });
    open('m-group', GROUP_CHAT);
    const unread = await screen.findByRole('region', { name: '1人未读' });
    expect(within(unread).getByText('玫瑰')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '1人已读' })).getByText('小美')).toBeTruthy();
    expect(api.bodies('/api/im/getMsg')).toEqual([{ msg_id: 'm-group' }]);
  });

  it('moves a member to read when their read arrives', async () => {
    imClient.store.setState({
      groups: { [GROUP_ID]: { info: aGroup(), members } },
      messages: { [GROUP_CHAT]: [asClientMessage(groupMessage)] },
    });
    open('m-group', GROUP_CHAT);
    await screen.findByRole('tab', { name: '未读 (1)' });
    const read = [...groupMessage.reader_list, { user_id: 'u-rose', create_time: 2 }];
    imClient.store.setState({ messages: { [GROUP_CHAT]: [asClientMessage({ ...groupMessage, reader_list: read })] } });
    expect(await screen.findByRole('tab', { name: '已读 (2)' })).toBeTruthy();
    expect(screen.getByText('所有人都已读')).toBeTruthy();
  });

  it('lists the other user of a single chat', async () => {
    const lily = aUser({ _id: aCustomer()._id, nickname: '莉莉' });
    imClient.store.setState({ users: { [lily._id]: lily } });
    answers['/api/im/getMsg'] = aMessage({ _id: 'm-single', is_read: true });
    open('m-single', SERVICE_CHAT);
    fireEvent.click(await screen.findByRole('tab', { name: '已读 (1)' }));
    expect(recipients()).toEqual([lily._id]);
  });

  it('says when the message is not found', async () => {
    answers['/api/im/getMsg'] = apiFailure(404, 'message not found', 'NOT_FOUND');
    open('m-gone', GROUP_CHAT);
    expect(await screen.findByText('找不到这条消息')).toBeTruthy();
  });

  it('does not list a message of another conversation than the link names', async () => {
    answers['/api/im/getMsg'] = groupMessage;
    open('m-group', SERVICE_CHAT);
    expect(await screen.findByText('找不到这条消息')).toBeTruthy();
  });

  it('offers a retry when the message cannot be read', async () => {
    answers['/api/im/getMsg'] = vi
      .fn()
      .mockReturnValueOnce(apiFailure(500, 'busy', 'SYSTEM_ERROR'))
      .mockReturnValue(groupMessage);
    imClient.store.setState({ groups: { [GROUP_ID]: { info: aGroup(), members } } });
    open('m-group', GROUP_CHAT);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('明天九点开店')).toBeTruthy();
  });

  it('says so when the message has nobody to read it', async () => {
    imClient.store.setState({
      groups: { [GROUP_ID]: { info: aGroup({ member_count: 1 }), members: [members[0] as (typeof members)[0]] } },
      messages: { [GROUP_CHAT]: [asClientMessage(groupMessage)] },
    });
    open('m-group', GROUP_CHAT);
    expect(await screen.findByText('这条消息没有接收人')).toBeTruthy();
  });

  it('shows the loading state while the members are read', async () => {
    answers['/api/im/getMsg'] = groupMessage;
    vi.mocked(getGroupInfo).mockResolvedValue(aGroup());
    vi.mocked(getGroupMembers).mockReturnValue(new Promise(() => undefined));
    open('m-group', GROUP_CHAT);
    await screen.findByText('明天九点开店');
    expect(screen.getByRole('status')).toBeTruthy();
    await waitFor(() => expect(getGroupMembers).toHaveBeenCalledWith(imClient, GROUP_ID, 1, { errorUi: 'none' }));
  });
});
