// @vitest-environment jsdom

import { getAliasList } from '@ffe/im-client/api/get-alias-list';
import { getMyGroups } from '@ffe/im-client/api/get-my-groups';
import type { ImClient } from '@ffe/im-client/client';
import { startIm } from '@ffe/im-client/runtime/im-session';
import { resetImStore } from '@ffe/im-client/runtime/im-store';
import { receiveFrame } from '@ffe/im-client/runtime/incoming';
import { NOTIFICATION_KIND } from '@ffe/im-client/runtime/notification-kinds';
import { aFriend, aFriendInvitation, aNotification, aStaffMember, aUser } from '@ffe/im-client/testing/im-factories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
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
vi.mock('@ffe/im-client/api/get-alias-list', () => ({ getAliasList: vi.fn() }));
vi.mock('@ffe/im-client/api/get-my-groups', () => ({ getMyGroups: vi.fn() }));

const ME = aStaffMember({ _id: 'u-me', nickname: '我', role: ['member'] });
const lily = aUser({ _id: 'u-lily', nickname: '莉莉' });
const wang = aUser({ _id: 'u-wang', nickname: '小王' });

/** Delivers a notification from `from` to the signed-in user through the runtime, as the socket does. */
const push = (subType: string, from: string) =>
  receiveFrame(imClient, { type: 'uni-im-notification', data: aNotification(subType, from, ME._id) });

const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${name}`) }));
const friendNames = () =>
  screen.queryAllByTestId('friend').map((friend) => friend.querySelector('[class*="name"]')?.textContent);

describe('ChatIndexPage lists moved by pushes', () => {
  let answers: Record<string, unknown>;
  let api: MockApi;

  beforeEach(() => {
    withoutChatLogin(imClient);
    resetImStore(imClient);
    vi.clearAllMocks();
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    imClient.store.setState({ me: ME, status: 'online', users: { [lily._id]: lily, [wang._id]: wang } });
    vi.mocked(startIm).mockResolvedValue(undefined);
    vi.mocked(getAliasList).mockResolvedValue([]);
    vi.mocked(getMyGroups).mockResolvedValue([]);
    answers = {
      '/api/im/friend/list': [aFriend(lily), aFriend(wang)],
      '/api/im/friend/invitations': [],
      '/api/im/notification/list': [],
    };
    api = mockApi(answers);
    renderPage(ChatIndexPage, { imClient, path: PATHS.imIndex });
  });

  it('takes a friend who deleted the user off the open contact list at once, without reading it again', async () => {
    openTab('通讯录');
    await waitFor(() => expect(friendNames()).toEqual(['莉莉', '小王']));
    push(NOTIFICATION_KIND.friendDelete, lily._id);
    await waitFor(() => expect(friendNames()).toEqual(['小王']));
    expect(api.bodies('/api/im/friend/list')).toHaveLength(1);
  });

  it('shows a friend who accepted the user’s invitation on the open contact list', async () => {
    answers['/api/im/friend/list'] = [aFriend(lily)];
    openTab('通讯录');
    await waitFor(() => expect(friendNames()).toEqual(['莉莉']));
    answers['/api/im/friend/list'] = [aFriend(lily), aFriend(wang)];
    push(NOTIFICATION_KIND.friendAdd, wang._id);
    await waitFor(() => expect(friendNames()).toEqual(['莉莉', '小王']));
  });

  it('shows an invitation pushed while the contact list is open', async () => {
    openTab('通讯录');
    await waitFor(() => expect(friendNames()).toHaveLength(2));
    answers['/api/im/friend/invitations'] = [aFriendInvitation(wang, '我是小王')];
    push(NOTIFICATION_KIND.friendInvite, wang._id);
    const invitation = await screen.findByTestId('invitation');
    expect(within(invitation).getByText('我是小王')).toBeTruthy();
    expect(friendNames()).toEqual(['莉莉', '小王']);
  });

  it('does not read the notifications while their tab is closed, so the pushed one stays counted', async () => {
    openTab('通知');
    expect(await screen.findByText('暂无通知')).toBeTruthy();
    openTab('通讯录');
    await waitFor(() => expect(friendNames()).toHaveLength(2));
    answers['/api/im/friend/invitations'] = [aFriendInvitation(wang)];
    push(NOTIFICATION_KIND.friendInvite, wang._id);
    await screen.findByTestId('invitation');
    expect(imClient.store.getState().unread.notification).toBe(1);
    expect(api.bodies('/api/im/notification/list')).toHaveLength(1);
  });

  it("reads the contacts of the member who logs in where a guest's chat ran", async () => {
    answers['/api/im/friend/list'] = apiFailure(403, 'log in to add friends', 'PERMISSION_DENIED');
    imClient.store.setState({ me: aStaffMember({ _id: 'u-guest', role: ['guest'] }) });
    openTab('通讯录');
    expect(await screen.findByText('登录后可添加好友')).toBeTruthy();
    answers['/api/im/friend/list'] = [aFriend(lily)];
    imClient.store.setState({ me: ME });
    await waitFor(() => expect(friendNames()).toEqual(['莉莉']));
  });
});
