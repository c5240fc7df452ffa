// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { openGroupChat } from '@ffe/im-client/runtime/conversations';
import { isLeaveConversation, isMutedInGroup, loadGroupMembers } from '@ffe/im-client/runtime/groups';
import { putServerConversations } from '@ffe/im-client/runtime/im-store';
import { receiveMessage, resetIncoming } from '@ffe/im-client/runtime/incoming';
import { sendText } from '@ffe/im-client/runtime/message-senders';
import {
  aCustomer,
  aGroup,
  aGroupConversation,
  aGroupMember,
  aMessage,
  aUser,
  CUSTOMER_ID,
  GROUP_CHAT,
  GROUP_ID,
  SERVICE_ID,
  T0,
} from '@ffe/im-client/testing/im-factories';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { apiFailure, mockApi } from '../../../test/factories';
import { loadChineseChatTexts, startTestChat } from '../testing/test-chat';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

vi.mock('@ffe/im-client/runtime/notifier', () => ({
  isAppActive: () => true,
  notifyNewMessage: vi.fn(),
  stopTitleFlash: vi.fn(),
}));
vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const state = () => imClient.store.getState();
const group = () => state().groups[GROUP_ID];
const lily = aUser({ _id: CUSTOMER_ID, nickname: 'Lily' });
const rose = aUser({ _id: 'u-rose', nickname: 'Rose' });
const service = aUser({ _id: SERVICE_ID, nickname: '客服' });
const owner = aGroupMember(service, { role: ['admin', 'owner'] });

let sent = 0;
/** A system message of the group, as the server pushes it. */
const groupNotice = (action: string, body: unknown, from = SERVICE_ID) => {
  sent += 1;
  return aMessage({
    _id: `m-${action}-${sent}`,
    conversation_id: GROUP_CHAT,
    group_id: GROUP_ID,
    to_uid: null,
    from_uid: from,
    type: 'system',
    action,
    body,
    create_time: T0 + sent * 1_000,
    update_time: T0 + sent * 1_000,
  });
};

/** Lily holds the group with its three members. */
function holdGroup(
  overrides: Parameters<typeof aGroup>[0] = {},
  members = [owner, aGroupMember(lily), aGroupMember(rose)],
) {
  imClient.store.setState((s) => ({ groups: { ...s.groups, [GROUP_ID]: { info: aGroup(overrides), members } } }));
  putServerConversations(imClient, [aGroupConversation()]);
}

describe('groups in the chat', () => {
  beforeAll(loadChineseChatTexts);
  beforeEach(() => {
    startTestChat(imClient, aCustomer());
    resetIncoming(imClient);
    mockApi({ '/api/im/updateConversation': aGroupConversation({ hidden: true }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('mutes members but not admins when mute-all is on', () => {
    holdGroup({ mute_all_members: true });
    expect(isMutedInGroup(group(), CUSTOMER_ID)).toBe(true);
    expect(isMutedInGroup(group(), SERVICE_ID)).toBe(false);
  });

  it('mutes a member an admin muted, while mute-all is off', () => {
    holdGroup({}, [owner, aGroupMember(lily, { mute_type: 1, ext: { muted: true } })]);
    expect(isMutedInGroup(group(), CUSTOMER_ID)).toBe(true);
  });

  it("moves every member's mute_type by one when mute-all is switched on and off", async () => {
    holdGroup();
    await receiveMessage(imClient, groupNotice('update-group-info-mute_all_members', { mute_all_members: true }));
    expect(group()?.info.mute_all_members).toBe(true);
    expect(group()?.members?.map((m) => m.mute_type)).toEqual([1, 1, 1]);
    await receiveMessage(imClient, groupNotice('update-group-info-mute_all_members', { mute_all_members: false }));
    expect(group()?.members?.map((m) => m.mute_type)).toEqual([0, 0, 0]);
  });

  it('merges a new name into the group', async () => {
    holdGroup();
    await receiveMessage(imClient, groupNotice('update-group-info-name', { name: '玫瑰花友' }));
    expect(group()?.info.name).toBe('玫瑰花友');
  });

  it('flags a new notice as unread on the conversation, unless the user wrote it', async () => {
    holdGroup();
    const notice = groupNotice('update-group-info-notification', {
      notification: { content: '周末闭店', create_time: T0 },
    });
    await receiveMessage(imClient, notice);
    expect(state().conversations[GROUP_CHAT]).toMatchObject({
      has_unread_group_notification: true,
      unread_group_notice_id: notice._id,
    });
    expect(group()?.info.notification?.content).toBe('周末闭店');
  });

  it('clears the notice flag when the user saw the notice on another device, without a message in the chat', async () => {
    holdGroup();
    await receiveMessage(
      imClient,
      groupNotice('update-group-info-notification', { notification: { content: '闭店', create_time: T0 } }),
    );
    imClient.store.setState((s) => ({ messages: { ...s.messages, [GROUP_CHAT]: [] } }));
    await receiveMessage(
      imClient,
      groupNotice('setUnreadGroupNoticeId', { group_id: GROUP_ID, unread_group_notice_id: null }, CUSTOMER_ID),
    );
    expect(state().conversations[GROUP_CHAT]).toMatchObject({
      has_unread_group_notification: false,
      unread_group_notice_id: null,
    });
    expect(state().messages[GROUP_CHAT]).toEqual([]);
  });

  it('adds and removes the admin role with set-group-admin', async () => {
    holdGroup();
    await receiveMessage(
      imClient,
      groupNotice('set-group-admin', { user_id: 'u-rose', addRole: ['admin'], delRole: [] }),
    );
    expect(group()?.members?.find((m) => m.users._id === 'u-rose')?.role).toEqual(['admin']);
    await receiveMessage(
      imClient,
      groupNotice('set-group-admin', { user_id: 'u-rose', addRole: [], delRole: ['admin'] }),
    );
    expect(group()?.members?.find((m) => m.users._id === 'u-rose')?.role).toEqual([]);
  });

  // PRODUCT.md#chat-groups: "admin inside a group ... sorts first in the member list; changes arrive via set-group-admin".
  it('moves a member made admin to the top of the member list, and back down when unmade', async () => {
    const early = aGroupMember(aUser({ _id: 'u-early', nickname: 'Early' }), { active_time: T0 - 200_000_000 });
    holdGroup({}, [owner, early, aGroupMember(lily), aGroupMember(rose)]);
    const order = () => group()?.members?.map((m) => m.users._id);
    await receiveMessage(
      imClient,
      groupNotice('set-group-admin', { user_id: 'u-rose', addRole: ['admin'], delRole: [] }),
    );
    expect(order()).toEqual([SERVICE_ID, 'u-rose', 'u-early', CUSTOMER_ID]);
    await receiveMessage(
      imClient,
      groupNotice('set-group-admin', { user_id: 'u-rose', addRole: [], delRole: ['admin'] }),
    );
    expect(order()).toEqual([SERVICE_ID, 'u-early', CUSTOMER_ID, 'u-rose']);
  });

  it('takes a member who left out of the members and the count', async () => {
    holdGroup();
    await receiveMessage(imClient, groupNotice('group-exit', { user_id_list: ['u-rose'] }, 'u-rose'));
    expect(group()?.members?.map((m) => m.users._id)).toEqual([SERVICE_ID, CUSTOMER_ID]);
    expect(group()?.info.member_count).toBe(2);
    expect(state().conversations[GROUP_CHAT]?.hidden).toBe(false);
  });

  it('removes the conversation and the group when the user is expelled', async () => {
    holdGroup();
    const expel = groupNotice('group-expel', { user_id_list: [CUSTOMER_ID] });
    await receiveMessage(imClient, expel);
    expect(group()).toBeUndefined();
    expect(state().conversations[GROUP_CHAT]?.hidden).toBe(true);
    expect(isLeaveConversation({ last_msg: expel }, CUSTOMER_ID)).toBe(true);
    expect(isLeaveConversation({ last_msg: expel }, 'u-rose')).toBe(false);
  });

  it('removes the conversation and the group when the group is dissolved', async () => {
    holdGroup();
    await receiveMessage(imClient, groupNotice('group-dissolved', { group_id: GROUP_ID }));
    expect(group()).toBeUndefined();
    expect(state().conversations[GROUP_CHAT]?.hidden).toBe(true);
    expect(state().unread.conversation).toBe(0);
  });

  it('reads the members again when others join', async () => {
    holdGroup();
    const api = mockApi({
      '/api/im/group/members': {
        list: [owner, aGroupMember(lily), aGroupMember(rose), aGroupMember(aUser({ _id: 'u-iris' }))],
        total: 4,
      },
    });
    await receiveMessage(imClient, groupNotice('join-group', { user_id_list: ['u-iris'] }));
    expect(api.bodies('/api/im/group/members')).toEqual([{ group_id: GROUP_ID, page: 1 }]);
    expect(group()?.members).toHaveLength(4);
    expect(group()?.info.member_count).toBe(4);
  });

  it('reads the group afresh when the user joins it', async () => {
    mockApi({
      '/api/im/group/info': aGroup({ member_count: 4 }),
      '/api/im/getConversationList': [aGroupConversation()],
    });
    await receiveMessage(imClient, groupNotice('join-group', { user_id_list: [CUSTOMER_ID] }));
    expect(group()).toEqual({ info: aGroup({ member_count: 4 }), members: null });
  });

  it("reads every page of a large group's members", async () => {
    holdGroup();
    const many = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => aGroupMember(aUser({ _id: `u-${from + i}` })));
    const api = mockApi({
      '/api/im/group/members': (body: { page: number }) =>
        body.page === 1 ? { list: many(0, 100), total: 130 } : { list: many(100, 30), total: 130 },
    });
    await loadGroupMembers(imClient, GROUP_ID);
    expect(api.bodies('/api/im/group/members')).toHaveLength(2);
    expect(group()?.members).toHaveLength(130);
  });

  it('reads the members again when the server says an admin muted the user, so the composer can say why', async () => {
    holdGroup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      '/api/im/sendMsg': apiFailure(403, 'group_id: you are muted in this group', 'IM_MUTED'),
      '/api/im/group/members': {
        list: [owner, aGroupMember(lily, { mute_type: 1, ext: { muted: true } }), aGroupMember(rose)],
        total: 3,
      },
    });
    await sendText(imClient, GROUP_CHAT, '大家好');
    await vi.waitFor(() => expect(isMutedInGroup(group(), CUSTOMER_ID)).toBe(true));
    expect(state().messages[GROUP_CHAT]?.at(-1)?.state).toBe('failed');
  });

  it("refuses to open a group that does not exist, in the page's words, keeping the product's message", async () => {
    mockApi({ '/api/im/group/info': apiFailure(404, 'group does not exist', 'NOT_FOUND') });
    await expect(openGroupChat(imClient, 'g-gone')).rejects.toMatchObject({
      message: '内容不存在或已删除',
      detail: 'group does not exist',
    });
  });
});
