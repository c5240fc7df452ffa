// @vitest-environment jsdom

import { createGroup } from '@ffe/im-client/api/create-group';
import { getAliasList } from '@ffe/im-client/api/get-alias-list';
import { getMyGroups } from '@ffe/im-client/api/get-my-groups';
import { inviteFriend } from '@ffe/im-client/api/invite-friend';
import { joinGroup } from '@ffe/im-client/api/join-group';
import type { ImClient } from '@ffe/im-client/client';
import { startIm } from '@ffe/im-client/runtime/im-session';
import { resetImStore } from '@ffe/im-client/runtime/im-store';
import { receiveFrame } from '@ffe/im-client/runtime/incoming';
import {
  aConversationBetween,
  aFriend,
  aFriendInvitation,
  aGroup,
  aNotification as aNotificationTo,
  aStaffMember,
  aUser,
} from '@ffe/im-client/testing/im-factories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { toast } from '../../../lib/toast';
import { apiFailure, type MockApi, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { withoutChatLogin } from '../testing/test-chat';
import ChatIndexPage from './chat-index-page';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

vi.mock('@ffe/im-client/runtime/im-session', () => ({ startIm: vi.fn() }));
vi.mock('@ffe/im-client/runtime/user-info', async () => {
  const { useImStore } = await import('@ffe/im-client/runtime/im-store');
  return { useUserInfo: (uid: string | undefined) => useImStore((s) => (uid ? s.users[uid] : undefined)) };
});
vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('@ffe/im-client/api/invite-friend', () => ({ inviteFriend: vi.fn() }));
vi.mock('@ffe/im-client/api/get-alias-list', () => ({ getAliasList: vi.fn() }));
vi.mock('@ffe/im-client/api/create-group', () => ({ createGroup: vi.fn() }));
vi.mock('@ffe/im-client/api/join-group', () => ({ joinGroup: vi.fn() }));
vi.mock('@ffe/im-client/api/get-my-groups', () => ({ getMyGroups: vi.fn() }));

const ME = aStaffMember({ _id: 'u-me', nickname: '我', role: ['member'] });
const lily = aUser({ _id: 'u-lily', nickname: '莉莉' });
const wang = aUser({ _id: 'u-wang', nickname: '小王' });

const anInvitation = () => aFriendInvitation(wang, '我是小王', Date.now() - 60_000);
const aNotification = (subType: string, from: string, create_time = Date.now() - 120_000) =>
  aNotificationTo(subType, from, ME._id, create_time);

const open = () => renderPage(ChatIndexPage, { imClient, path: PATHS.imIndex });
const openTab = async (name: string) => {
  open();
  fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${name}`) }));
};
const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });

describe('ChatIndexPage contacts and notifications', () => {
  // The reads and the answers that change them go to the server's paths: their hooks call their own fetchers.
  let answers: Record<string, unknown>;
  let api: MockApi;

  beforeEach(() => {
    withoutChatLogin(imClient);
    resetImStore(imClient);
    imClient.aliases.setState({}, true);
    setWidth(375);
    vi.clearAllMocks();
    imClient.store.setState({ me: ME, status: 'online', users: { [lily._id]: lily, [wang._id]: wang } });
    vi.mocked(startIm).mockResolvedValue(undefined);
    vi.mocked(getAliasList).mockResolvedValue([]);
    vi.mocked(getMyGroups).mockResolvedValue([]);
    vi.mocked(inviteFriend).mockResolvedValue(undefined);
    answers = {
      '/api/im/friend/list': [],
      '/api/im/friend/invitations': [],
      '/api/im/friend/accept': null,
      '/api/im/friend/reject': null,
      '/api/im/friend/delete': null,
      '/api/im/alias/set': null,
      '/api/im/user/find': [],
      '/api/im/notification/list': [],
    };
    api = mockApi(answers);
  });

  it('finds a user by an 11-digit phone number and invites them with a message', async () => {
    answers['/api/im/user/find'] = [wang];
    await openTab('通讯录');
    fireEvent.change(await screen.findByLabelText('查找用户'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '查找' }));
    const found = await screen.findByTestId('found-user');
    expect(api.bodies('/api/im/user/find')).toEqual([{ mobile: '13800138000' }]);
    fireEvent.click(within(found).getByRole('button', { name: '加好友' }));
    fireEvent.change(within(found).getByLabelText('验证消息'), { target: { value: '你好' } });
    fireEvent.click(within(found).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已发送好友申请', 'success'));
    expect(inviteFriend).toHaveBeenCalledWith(imClient, 'u-wang', '你好', { errorUi: 'none' });
  });

  it('finds a user by id and says so when the invited user is already a friend', async () => {
    answers['/api/im/user/find'] = [lily];
    vi.mocked(inviteFriend).mockRejectedValue(new ApiError('already', 409, 'FRIEND_EXISTS'));
    await openTab('通讯录');
    fireEvent.change(await screen.findByLabelText('查找用户'), { target: { value: 'u-lily' } });
    fireEvent.click(screen.getByRole('button', { name: '查找' }));
    const found = await screen.findByTestId('found-user');
    expect(api.bodies('/api/im/user/find')).toEqual([{ _id: 'u-lily' }]);
    fireEvent.click(within(found).getByRole('button', { name: '加好友' }));
    fireEvent.click(within(found).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('你们已经是好友了'));
  });

  it('says so when nobody matches the search', async () => {
    await openTab('通讯录');
    fireEvent.change(await screen.findByLabelText('查找用户'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '查找' }));
    expect(await screen.findByText('未找到该用户')).toBeTruthy();
  });

  it('accepts an invitation and shows the new friend', async () => {
    answers['/api/im/friend/invitations'] = [anInvitation()];
    await openTab('通讯录');
    const invitation = await screen.findByTestId('invitation');
    expect(within(invitation).getByText('我是小王')).toBeTruthy();
    answers['/api/im/friend/list'] = [aFriend(wang)];
    fireEvent.click(within(invitation).getByRole('button', { name: '接受' }));
    expect(await screen.findByTestId('friend')).toBeTruthy();
    expect(api.bodies('/api/im/friend/accept')).toEqual([{ from_uid: 'u-wang' }]);
    expect(screen.queryByTestId('invitation')).toBeNull();
    expect(toast).toHaveBeenCalledWith('已添加为好友', 'success');
  });

  it('rejects an invitation', async () => {
    answers['/api/im/friend/invitations'] = [anInvitation()];
    await openTab('通讯录');
    fireEvent.click(within(await screen.findByTestId('invitation')).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(screen.queryByTestId('invitation')).toBeNull());
    expect(api.bodies('/api/im/friend/reject')).toEqual([{ from_uid: 'u-wang' }]);
    expect(screen.getByText('还没有联系人')).toBeTruthy();
  });

  it('shows a friend with the alias after the nickname and opens the chat on a tap', async () => {
    answers['/api/im/friend/list'] = [aFriend(lily, '老板')];
    await openTab('通讯录');
    fireEvent.click(await screen.findByText('莉莉 (老板)'));
    expect(screen.getByTestId('location').textContent).toBe(`${PATHS.chat}?user_id=u-lily`);
  });

  it('sets a friend alias from the menu and shows it without reading the friends again', async () => {
    answers['/api/im/friend/list'] = [aFriend(lily)];
    await openTab('通讯录');
    fireEvent.click(await screen.findByRole('button', { name: '更多操作 莉莉' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '设置备注' }));
    fireEvent.change(await screen.findByLabelText('备注名'), { target: { value: ' 老板 ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('莉莉 (老板)')).toBeTruthy();
    expect(api.bodies('/api/im/alias/set')).toEqual([{ target_uid: 'u-lily', content: '老板' }]);
    expect(imClient.aliases.getState()).toEqual({ 'u-lily': '老板' });
    expect(api.bodies('/api/im/friend/list')).toHaveLength(1);
  });

  it('deletes a friend only after the confirmation', async () => {
    answers['/api/im/friend/list'] = [aFriend(lily)];
    await openTab('通讯录');
    fireEvent.click(await screen.findByRole('button', { name: '更多操作 莉莉' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '删除好友' }));
    expect(await screen.findByText('确定删除好友“莉莉”吗？')).toBeTruthy();
    expect(api.bodies('/api/im/friend/delete')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '删除好友' }));
    await waitFor(() => expect(screen.queryByTestId('friend')).toBeNull());
    expect(api.bodies('/api/im/friend/delete')).toEqual([{ friend_uid: 'u-lily' }]);
  });

  it('asks a guest to log in to add friends', async () => {
    answers['/api/im/friend/list'] = apiFailure(403, 'denied', 'PERMISSION_DENIED');
    await openTab('通讯录');
    expect(await screen.findByText('登录后可添加好友')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toContain(PATHS.login);
  });

  it('shows an error with a retry when the contacts cannot be read', async () => {
    answers['/api/im/friend/list'] = vi
      .fn()
      .mockReturnValueOnce(apiFailure(500, 'down', 'SYSTEM_ERROR'))
      .mockReturnValue([aFriend(lily)]);
    await openTab('通讯录');
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('莉莉')).toBeTruthy();
  });

  it('shows aliases in the conversation list', async () => {
    vi.mocked(getAliasList).mockResolvedValue([{ target_uid: 'u-lily', content: '老板' }]);
    const conversation = aConversationBetween(aStaffMember({ _id: ME._id }), lily);
    imClient.store.setState({ conversations: { [conversation.id]: conversation } });
    open();
    expect(await screen.findByText('莉莉 (老板)')).toBeTruthy();
  });

  it('lists the notifications and clears the badge of tab 2', async () => {
    imClient.store.setState({ unread: { conversation: 0, message: 0, notification: 2 } });
    answers['/api/im/notification/list'] = [
      aNotification('uni-im-friend-invite', 'u-wang', Date.now() - 30_000),
      aNotification('uni-im-friend-add', 'u-lily'),
    ];
    open();
    const tab = screen.getAllByRole('tab')[2] as HTMLElement;
    expect(tab.textContent).toBe('通知2');
    fireEvent.click(tab);
    const items = await screen.findAllByTestId('notification');
    expect(items.map((item) => item.querySelector('[class*="text"]')?.textContent)).toEqual([
      '小王 请求添加你为好友',
      '你和 莉莉 已成为好友',
    ]);
    expect(within(items[0] as HTMLElement).getByText('刚刚')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('2分钟前')).toBeTruthy();
    await waitFor(() => expect(imClient.store.getState().unread.notification).toBe(0));
    expect(tab.textContent).toBe('通知');
  });

  it('answers a friend request in 通知 in place, waiting while it runs, an answered one as done', async () => {
    const rose = aUser({ _id: 'u-rose', nickname: '玫瑰' });
    imClient.store.setState((s) => ({ users: { ...s.users, [rose._id]: rose } }));
    answers['/api/im/notification/list'] = [
      aNotification('uni-im-friend-invite', 'u-wang'),
      aNotification('uni-im-friend-invite', 'u-lily'),
      aNotification('uni-im-friend-invite', 'u-rose'),
    ];
    answers['/api/im/friend/invitations'] = [anInvitation(), aFriendInvitation(lily), aFriendInvitation(rose)];
    let settle: (value: unknown) => void = () => undefined;
    answers['/api/im/friend/accept'] = (body: { from_uid: string }) =>
      body.from_uid === 'u-wang'
        ? new Promise((resolve) => (settle = resolve))
        : apiFailure(404, 'invitation not found', 'NOT_FOUND');
    await openTab('通知');
    const [wangItem, lilyItem, roseItem] = (await screen.findAllByTestId('notification')) as HTMLElement[];
    fireEvent.click(within(wangItem as HTMLElement).getByRole('button', { name: '接受' }));
    await waitFor(() =>
      expect(within(wangItem as HTMLElement).getByRole('button', { name: '拒绝' })).toHaveProperty('disabled', true),
    );
    settle(null);
    expect(await within(wangItem as HTMLElement).findByText('已接受')).toBeTruthy();
    expect(within(wangItem as HTMLElement).queryByRole('button')).toBeNull();
    fireEvent.click(within(roseItem as HTMLElement).getByRole('button', { name: '拒绝' }));
    expect(await within(roseItem as HTMLElement).findByText('已拒绝')).toBeTruthy();
    // Answered on another device: the server no longer has it, which is done, not a failure.
    fireEvent.click(within(lilyItem as HTMLElement).getByRole('button', { name: '接受' }));
    expect(await within(lilyItem as HTMLElement).findByText('已处理')).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
    expect(api.bodies('/api/im/friend/accept')).toEqual([{ from_uid: 'u-wang' }, { from_uid: 'u-lily' }]);
    expect(api.bodies('/api/im/friend/reject')).toEqual([{ from_uid: 'u-rose' }]);
  });

  it('shows a friend request no longer waiting as done, without buttons', async () => {
    answers['/api/im/notification/list'] = [aNotification('uni-im-friend-invite', 'u-wang')];
    await openTab('通知');
    const item = await screen.findByTestId('notification');
    expect(await within(item).findByText('已处理')).toBeTruthy();
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('names the group of a join request and leads the admin to it', async () => {
    const request = aNotification('uni-im-group-join-request', 'u-wang');
    request.payload.data = {
      ...request.payload.data,
      group_id: 'g-florists',
      group_name: '花友群',
      message: '想学插花',
    };
    answers['/api/im/notification/list'] = [request];
    await openTab('通知');
    const item = await screen.findByTestId('notification');
    expect(within(item).getByText('小王 申请加入群聊“花友群”')).toBeTruthy();
    expect(within(item).getByText('附言：想学插花')).toBeTruthy();
    expect(within(item).getByRole('link', { name: '去处理' }).getAttribute('href')).toBe(
      `${PATHS.chat}?group_id=g-florists`,
    );
  });

  it('reads the notifications again when one is pushed while the tab is open', async () => {
    await openTab('通知');
    expect(await screen.findByText('暂无通知')).toBeTruthy();
    answers['/api/im/notification/list'] = [aNotification('uni-im-friend-delete', 'u-wang')];
    receiveFrame(imClient, { type: 'uni-im-notification', data: aNotification('uni-im-friend-delete', 'u-wang') });
    expect(await screen.findByText('小王 已不再是你的好友')).toBeTruthy();
    await waitFor(() => expect(imClient.store.getState().unread.notification).toBe(0));
    expect(api.bodies('/api/im/notification/list')).toHaveLength(2);
  });

  it('creates a group of the chosen friends and opens its chat', async () => {
    answers['/api/im/friend/list'] = [aFriend(lily), aFriend(wang)];
    vi.mocked(createGroup).mockResolvedValue(aGroup({ _id: 'g-new', name: '花友', owner_uid: ME._id }));
    await openTab('通讯录');
    fireEvent.click(await screen.findByTestId('start-group'));
    const friends = await screen.findAllByTestId('group-friend');
    expect(friends).toHaveLength(2);
    expect(within(friends[1] as HTMLElement).getByText('小王')).toBeTruthy();
    fireEvent.click(friends[1] as HTMLElement);
    fireEvent.change(screen.getByLabelText('群名称（选填）'), { target: { value: ' 花友 ' } });
    expect(screen.getByText('4/30')).toBeTruthy();
    fireEvent.click(screen.getByTestId('create-group-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATHS.chat}?group_id=g-new`));
    expect(createGroup).toHaveBeenCalledWith(imClient, { user_ids: ['u-wang'], name: '花友' });
    expect(imClient.store.getState().groups['g-new']?.info.name).toBe('花友');
  });

  it('asks for at least one friend before creating a group', async () => {
    answers['/api/im/friend/list'] = [aFriend(lily)];
    await openTab('通讯录');
    fireEvent.click(await screen.findByTestId('start-group'));
    fireEvent.click(await screen.findByTestId('create-group-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('请至少选择一位好友');
    expect(createGroup).not.toHaveBeenCalled();
  });

  it('joins a free group by its id and opens its chat', async () => {
    vi.mocked(joinGroup).mockResolvedValue({ joined: true });
    await openTab('通讯录');
    fireEvent.click(await screen.findByTestId('join-group'));
    fireEvent.change(await screen.findByTestId('join-group-id'), { target: { value: ' g-roses ' } });
    fireEvent.click(screen.getByTestId('join-group-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATHS.chat}?group_id=g-roses`));
    expect(joinGroup).toHaveBeenCalledWith(imClient, 'g-roses', undefined);
    expect(toast).toHaveBeenCalledWith('已加入群聊', 'success');
  });

  it("says a request to join an approval group waits for an admin's approval", async () => {
    vi.mocked(joinGroup).mockResolvedValue({ joined: false });
    await openTab('通讯录');
    fireEvent.click(await screen.findByTestId('join-group'));
    fireEvent.change(await screen.findByTestId('join-group-id'), { target: { value: 'g-roses' } });
    fireEvent.change(screen.getByLabelText('验证消息（选填）'), { target: { value: '我是小王' } });
    fireEvent.click(screen.getByTestId('join-group-submit'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已提交入群申请，请等待管理员审核', 'success'));
    expect(joinGroup).toHaveBeenCalledWith(imClient, 'g-roses', '我是小王');
    expect(screen.getByTestId('location').textContent).toBe('');
  });

  it('asks for the group id before joining', async () => {
    await openTab('通讯录');
    fireEvent.click(await screen.findByTestId('join-group'));
    fireEvent.click(await screen.findByTestId('join-group-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入群号');
    expect(joinGroup).not.toHaveBeenCalled();
  });

  it("lists the user's groups and opens one on a tap", async () => {
    vi.mocked(getMyGroups).mockResolvedValue([aGroup({ _id: 'g-roses', name: '玫瑰群', member_count: 12 })]);
    await openTab('通讯录');
    const group = await screen.findByTestId('my-group');
    expect(within(group).getByText('玫瑰群')).toBeTruthy();
    expect(within(group).getByText('12人')).toBeTruthy();
    fireEvent.click(group);
    expect(screen.getByTestId('location').textContent).toBe(`${PATHS.chat}?group_id=g-roses`);
  });
});
