// @vitest-environment jsdom

import { dissolveGroup } from '@ffe/im-client/api/dissolve-group';
import { exitGroup } from '@ffe/im-client/api/exit-group';
import { expelGroupMember } from '@ffe/im-client/api/expel-group-member';
import { getGroupMembers } from '@ffe/im-client/api/get-group-members';
import { muteGroupMember } from '@ffe/im-client/api/mute-group-member';
import { setGroupAdmin } from '@ffe/im-client/api/set-group-admin';
import { updateGroup } from '@ffe/im-client/api/update-group';
import { uploadChatFile } from '@ffe/im-client/api/upload-chat-file';
import type { ImClient } from '@ffe/im-client/client';
import { usePushesIntoQueries } from '@ffe/im-client/hooks/use-pushes-into-queries';
import { resetImStore } from '@ffe/im-client/runtime/im-store';
import { receiveFrame } from '@ffe/im-client/runtime/incoming';
import { NOTIFICATION_KIND } from '@ffe/im-client/runtime/notification-kinds';
import {
  aCustomer,
  aFriend,
  aGroup,
  aGroupMember,
  aNotification,
  aUser,
  GROUP_ID,
  T0,
} from '@ffe/im-client/testing/im-factories';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { toast } from '../../../lib/toast';
import { type MockApi, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { withoutChatLogin } from '../testing/test-chat';
import { GroupPanel } from './group-panel';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('@ffe/im-client/api/update-group', () => ({ updateGroup: vi.fn() }));
vi.mock('@ffe/im-client/api/upload-chat-file', () => ({ uploadChatFile: vi.fn() }));
vi.mock('@ffe/im-client/api/get-group-members', () => ({ getGroupMembers: vi.fn() }));
vi.mock('@ffe/im-client/api/mute-group-member', () => ({ muteGroupMember: vi.fn() }));
vi.mock('@ffe/im-client/api/expel-group-member', () => ({ expelGroupMember: vi.fn() }));
vi.mock('@ffe/im-client/api/set-group-admin', () => ({ setGroupAdmin: vi.fn() }));
vi.mock('@ffe/im-client/api/exit-group', () => ({ exitGroup: vi.fn() }));
vi.mock('@ffe/im-client/api/dissolve-group', () => ({ dissolveGroup: vi.fn() }));

const owner = aUser({ _id: 'u-owner', nickname: '店长' });
const admin = aUser({ _id: 'u-admin', nickname: '小红' });
const lily = aUser({ _id: 'u-lily', nickname: '莉莉' });
const wang = aUser({ _id: 'u-wang', nickname: '小王' });
const MEMBERS = [
  aGroupMember(owner, { role: ['admin', 'owner'] }),
  aGroupMember(admin, { role: ['admin'] }),
  aGroupMember(lily),
  aGroupMember(wang, { mute_type: 1, ext: { muted: true } }),
];
const florists = aGroup({ owner_uid: owner._id, member_count: 4, introduction: '爱花的人', join_option: 'approval' });

/** The group as the runtime holds it, seen by the member `meId`. */
function holdGroup(meId: string, { info = florists, members = MEMBERS as typeof MEMBERS | null } = {}) {
  imClient.store.setState({
    me: aCustomer({ _id: meId }),
    status: 'online',
    groups: { [GROUP_ID]: { info, members } },
  });
}

const onClose = vi.fn();
/** The panel inside a chat page, which applies pushes to what the panel read. */
function PanelPage() {
  usePushesIntoQueries();
  return <GroupPanel groupId={GROUP_ID} open onClose={onClose} />;
}
const open = () => renderPage(PanelPage, { imClient, path: PATHS.chat, search: `?group_id=${GROUP_ID}` });
const menuOf = (name: string) => screen.getByRole('button', { name: `成员操作 ${name}` });
const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
/** The confirmation's own button: the panel's button of the same name carries a test id. */
const confirmButton = (name: string) =>
  screen.getAllByRole('button', { name }).find((button) => !button.dataset.testid) as HTMLElement;

describe('GroupPanel', () => {
  // The join requests and their answers go to the server's paths: their hooks call their own fetchers.
  let answers: Record<string, unknown>;
  let api: MockApi;

  beforeEach(() => {
    withoutChatLogin(imClient);
    resetImStore(imClient);
    imClient.aliases.setState({}, true);
    vi.clearAllMocks();
    vi.mocked(getGroupMembers).mockResolvedValue({ list: MEMBERS, total: MEMBERS.length });
    answers = { '/api/im/group/joinRequests': [], '/api/im/group/approve': null, '/api/im/group/rejectJoin': null };
    api = mockApi(answers);
    for (const call of [muteGroupMember, expelGroupMember, setGroupAdmin, exitGroup, dissolveGroup]) {
      vi.mocked(call).mockResolvedValue(undefined);
    }
  });

  it('shows a member the group, its members with their roles and no admin actions', async () => {
    imClient.aliases.setState({ 'u-wang': '老王' });
    holdGroup(lily._id);
    open();
    expect(await screen.findByText('爱花的人')).toBeTruthy();
    expect(screen.getByText('需管理员审核')).toBeTruthy();
    const rows = screen.getAllByTestId('group-member');
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByText('群主')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('管理员')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('小王 (老王)')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('已禁言')).toBeTruthy();
    expect(screen.queryByTestId('mute-all')).toBeNull();
    expect(screen.queryByRole('button', { name: /^编辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^成员操作/ })).toBeNull();
    expect(screen.getByTestId('exit-group')).toBeTruthy();
    expect(screen.queryByTestId('dissolve-group')).toBeNull();
    expect(api.bodies('/api/im/group/joinRequests')).toEqual([]);
  });

  it("gives an admin the members' actions but not the owner's", async () => {
    holdGroup(admin._id);
    open();
    expect(await screen.findByTestId('mute-all')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '成员操作 店长' })).toBeNull();
    expect(screen.queryByRole('button', { name: '成员操作 小红' })).toBeNull();
    fireEvent.click(menuOf('莉莉'));
    expect(menuItems()).toEqual(['禁言', '移出群聊']);
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(menuOf('小王'));
    expect(menuItems()).toEqual(['解除禁言', '移出群聊']);
    expect(screen.getByTestId('exit-group')).toBeTruthy();
    expect(screen.queryByTestId('dissolve-group')).toBeNull();
  });

  it('gives the owner the setting of admins, the expelling of admins and dissolving', async () => {
    holdGroup(owner._id);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '成员操作 小红' }));
    expect(menuItems()).toEqual(['取消管理员', '移出群聊']);
    fireEvent.click(screen.getByRole('menuitem', { name: '取消管理员' }));
    await waitFor(() => expect(setGroupAdmin).toHaveBeenCalledWith(imClient, GROUP_ID, 'u-admin', false));
    fireEvent.click(menuOf('莉莉'));
    expect(menuItems()).toEqual(['禁言', '设为管理员', '移出群聊']);
    expect(screen.getByTestId('dissolve-group')).toBeTruthy();
    expect(screen.queryByTestId('exit-group')).toBeNull();
  });

  it('turns mute-all on with update-group', async () => {
    vi.mocked(updateGroup).mockResolvedValue({ ...florists, mute_all_members: true });
    holdGroup(admin._id);
    open();
    const muteAll = within(await screen.findByTestId('mute-all')).getByRole('switch') as HTMLInputElement;
    expect(muteAll.checked).toBe(false);
    fireEvent.click(muteAll);
    await waitFor(() => expect(muteAll.checked).toBe(true));
    expect(updateGroup).toHaveBeenCalledWith(imClient, { group_id: GROUP_ID, mute_all_members: true });
    expect(imClient.store.getState().groups[GROUP_ID]?.info.mute_all_members).toBe(true);
    // Mute-all moved every member's count: they are read again.
    await waitFor(() => expect(getGroupMembers).toHaveBeenCalledWith(imClient, GROUP_ID, 1, { errorUi: 'none' }));
  });

  it('mutes a member and reads the members again to show it', async () => {
    holdGroup(admin._id);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '成员操作 莉莉' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '禁言' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已禁言', 'success'));
    expect(muteGroupMember).toHaveBeenCalledWith(imClient, GROUP_ID, 'u-lily', true);
    await waitFor(() => expect(getGroupMembers).toHaveBeenCalled());
  });

  it('asks before expelling a member', async () => {
    holdGroup(admin._id);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '成员操作 莉莉' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '移出群聊' }));
    expect(await screen.findByText('确定将“莉莉”移出群聊吗？')).toBeTruthy();
    expect(expelGroupMember).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '移出群聊' }));
    await waitFor(() => expect(expelGroupMember).toHaveBeenCalledWith(imClient, GROUP_ID, 'u-lily'));
  });

  it('leaves the group after the confirmation and goes back to the index', async () => {
    holdGroup(lily._id);
    open();
    fireEvent.click(await screen.findByTestId('exit-group'));
    expect(await screen.findByText('确定退出群聊“花友群”吗？')).toBeTruthy();
    expect(exitGroup).not.toHaveBeenCalled();
    fireEvent.click(confirmButton('退出群聊'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(PATHS.imIndex));
    expect(exitGroup).toHaveBeenCalledWith(imClient, GROUP_ID);
    expect(onClose).toHaveBeenCalled();
  });

  it('dissolves the group after the confirmation and goes back to the index', async () => {
    holdGroup(owner._id);
    open();
    fireEvent.click(await screen.findByTestId('dissolve-group'));
    expect(await screen.findByText('确定解散群聊“花友群”吗？解散后所有成员都将被移出。')).toBeTruthy();
    fireEvent.click(confirmButton('解散群聊'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(PATHS.imIndex));
    expect(dissolveGroup).toHaveBeenCalledWith(imClient, GROUP_ID);
  });

  it('stays when the leaving is refused', async () => {
    vi.mocked(exitGroup).mockRejectedValue(new Error('refused'));
    holdGroup(lily._id);
    open();
    fireEvent.click(await screen.findByTestId('exit-group'));
    fireEvent.click(confirmButton('退出群聊'));
    await waitFor(() => expect(exitGroup).toHaveBeenCalled());
    expect(screen.getByTestId('location').textContent).toBe(`?group_id=${GROUP_ID}`);
  });

  it('reads the members when they are not held, showing that they load', async () => {
    let answer: (page: { list: typeof MEMBERS; total: number }) => void = () => {};
    vi.mocked(getGroupMembers).mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    holdGroup(lily._id, { members: null });
    open();
    expect(await screen.findByText('加载中…')).toBeTruthy();
    answer({ list: MEMBERS, total: MEMBERS.length });
    expect(await screen.findAllByTestId('group-member')).toHaveLength(4);
    expect(getGroupMembers).toHaveBeenCalledWith(imClient, GROUP_ID, 1, { errorUi: 'none' });
  });

  it('offers a retry when the members cannot be read', async () => {
    vi.mocked(getGroupMembers).mockRejectedValueOnce(new Error('down'));
    holdGroup(lily._id, { members: null });
    open();
    expect(await screen.findByText('群成员加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('group-member')).toHaveLength(4);
  });

  it('saves a new notice written by an admin', async () => {
    const notification = { content: '周六休息', create_time: T0 };
    vi.mocked(updateGroup).mockResolvedValue({ ...florists, notification });
    holdGroup(admin._id);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '编辑 群公告' }));
    fireEvent.change(screen.getByLabelText('群公告'), { target: { value: ' 周六休息 ' } });
    expect(screen.getByText('6/1000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('周六休息')).toBeTruthy();
    expect(updateGroup).toHaveBeenCalledWith(imClient, { group_id: GROUP_ID, notification: '周六休息' });
  });

  it('refuses an empty group name', async () => {
    holdGroup(admin._id);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '编辑 群名称' }));
    fireEvent.change(screen.getByLabelText('群名称'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入群名称');
    expect(updateGroup).not.toHaveBeenCalled();
  });

  it('uploads a new group picture and sets it by its stored path', async () => {
    const upload = { path: 'uploads/abc.png', url: 'https://img.example/uploads/abc.png' } as UploadResult;
    vi.mocked(uploadChatFile).mockResolvedValue(upload);
    vi.mocked(updateGroup).mockResolvedValue({ ...florists, avatar_file: { url: upload.url } });
    holdGroup(admin._id);
    open();
    const picture = new File(['png'], 'flower.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText('更换群头像'), { target: { files: [picture] } });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('群头像已更新', 'success'));
    expect(uploadChatFile).toHaveBeenCalledWith(imClient, picture, 'image');
    expect(updateGroup).toHaveBeenCalledWith(imClient, { group_id: GROUP_ID, avatar_file: '/uploads/abc.png' });
  });

  it('lets an admin answer the requests to join', async () => {
    answers['/api/im/group/joinRequests'] = [
      { user: wang, message: '想买花', create_time: T0 },
      { user: aUser({ _id: 'u-zhao', nickname: '小赵' }), message: '', create_time: T0 - 1000 },
    ];
    holdGroup(admin._id);
    open();
    const requests = await screen.findAllByTestId('join-request');
    expect(within(requests[0] as HTMLElement).getByText('附言：想买花')).toBeTruthy();
    fireEvent.click(within(requests[0] as HTMLElement).getByRole('button', { name: '同意' }));
    await waitFor(() => expect(screen.getAllByTestId('join-request')).toHaveLength(1));
    expect(api.bodies('/api/im/group/approve')).toEqual([{ group_id: GROUP_ID, user_id: 'u-wang' }]);
    fireEvent.click(screen.getByRole('button', { name: '拒绝' }));
    expect(await screen.findByText('暂无入群申请')).toBeTruthy();
    expect(api.bodies('/api/im/group/rejectJoin')).toEqual([{ group_id: GROUP_ID, user_id: 'u-zhao' }]);
    expect(api.bodies('/api/im/group/joinRequests')).toHaveLength(1);
  });

  it('shows a request to join pushed while an admin has the panel open', async () => {
    holdGroup(admin._id);
    open();
    expect(await screen.findByText('暂无入群申请')).toBeTruthy();
    answers['/api/im/group/joinRequests'] = [{ user: wang, message: '想买花', create_time: T0 }];
    const request = aNotification(NOTIFICATION_KIND.groupJoinRequest, wang._id, admin._id);
    request.payload.data = { ...request.payload.data, group_id: GROUP_ID, group_name: '花友群', message: '想买花' };
    receiveFrame(imClient, { type: 'uni-im-notification', data: request });
    expect(within(await screen.findByTestId('join-request')).getByText('附言：想买花')).toBeTruthy();
  });

  it('closes on Escape', async () => {
    holdGroup(lily._id);
    open();
    await screen.findByTestId('exit-group');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('shares the group by its join link and QR code, and not a closed group', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    holdGroup(lily._id);
    const page = open();
    const link = `${window.location.origin}${PATHS.groupJoin}?group_id=${GROUP_ID}`;
    expect((await screen.findByTestId('group-link')).textContent).toBe(link);
    const qr = (await screen.findByRole('img', { name: '入群二维码' })) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('链接已复制', 'success'));
    expect(writeText).toHaveBeenCalledWith(link);
    page.unmount();
    holdGroup(lily._id, { info: { ...florists, join_option: 'closed' } });
    open();
    await screen.findByTestId('exit-group');
    expect(screen.queryByTestId('group-share')).toBeNull();
  });

  it('lets an admin add friends not in the group yet, several at once', async () => {
    const rose = aUser({ _id: 'u-rose', nickname: '玫瑰' });
    const tom = aUser({ _id: 'u-tom', nickname: '汤姆' });
    answers['/api/im/friend/list'] = [aFriend(lily), aFriend(rose), aFriend(tom, '老汤')];
    answers['/api/im/group/invite'] = null;
    holdGroup(admin._id);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '添加成员' }));
    const friends = await screen.findAllByTestId('add-member-friend');
    // Lily is in already.
    expect(friends.map((friend) => within(friend).getByText(/玫瑰|汤姆/).textContent)).toEqual(['玫瑰', '汤姆 (老汤)']);
    const submit = screen.getByTestId('add-members-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    for (const friend of friends) fireEvent.click(friend);
    fireEvent.click(submit);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已添加成员', 'success'));
    expect(api.bodies('/api/im/group/invite')).toEqual([{ group_id: GROUP_ID, user_ids: ['u-rose', 'u-tom'] }]);
  });

  it('lets a member add friends only to a group free to join', async () => {
    holdGroup(lily._id);
    const page = open();
    await screen.findByTestId('exit-group');
    expect(screen.queryByRole('button', { name: '添加成员' })).toBeNull();
    page.unmount();
    holdGroup(lily._id, { info: { ...florists, join_option: 'free' } });
    open();
    expect(await screen.findByRole('button', { name: '添加成员' })).toBeTruthy();
  });
});
