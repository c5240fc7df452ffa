// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { startIm } from '@ffe/im-client/runtime/im-session';
import { resetImStore } from '@ffe/im-client/runtime/im-store';
import { aCustomer, aGroup, GROUP_ID } from '@ffe/im-client/testing/im-factories';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { apiFailure, mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { withTestToken } from '../testing/test-chat';
import GroupJoinPage from './group-join-page';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

vi.mock('@ffe/im-client/runtime/im-session', () => ({ startIm: vi.fn() }));

const open = () => renderPage(GroupJoinPage, { imClient, path: PATHS.groupJoin, search: `?group_id=${GROUP_ID}` });
const shared = (joinOption: 'free' | 'approval' | 'closed') =>
  aGroup({ name: '花友会', member_count: 12, join_option: joinOption, introduction: '', owner_uid: '' });

describe('GroupJoinPage', () => {
  beforeEach(() => {
    resetImStore(imClient);
    withTestToken(imClient);
    vi.mocked(startIm).mockResolvedValue(undefined);
    imClient.store.setState({ me: aCustomer({ _id: 'u-lily' }), status: 'online' });
  });

  it('shows a free group and joins it at once, then opens its chat', async () => {
    const api = mockApi({ '/api/im/group/info': shared('free'), '/api/im/group/join': { joined: true } });
    open();
    expect(await screen.findByText('花友会')).toBeTruthy();
    expect(screen.getByText('12人')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加入' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATHS.chat}?group_id=${GROUP_ID}`));
    expect(api.bodies('/api/im/group/join')).toEqual([{ group_id: GROUP_ID }]);
  });

  it('asks to join an approval group with a note, then says it waits', async () => {
    const api = mockApi({ '/api/im/group/info': shared('approval'), '/api/im/group/join': { joined: false } });
    open();
    fireEvent.change(await screen.findByLabelText('验证消息（选填）'), { target: { value: '我是莉莉' } });
    fireEvent.click(screen.getByRole('button', { name: '申请加入' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '已提交入群申请，请等待管理员审核');
    expect(api.bodies('/api/im/group/join')).toEqual([{ group_id: GROUP_ID, message: '我是莉莉' }]);
    expect(screen.queryByRole('button', { name: '申请加入' })).toBeNull();
  });

  it('offers nothing for a closed group, and the chat to a member', async () => {
    mockApi({ '/api/im/group/info': shared('closed') });
    const page = open();
    expect(await screen.findByText('该群不允许加入')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    page.unmount();
    imClient.store.setState({ groups: { [GROUP_ID]: { info: shared('free'), members: null } } });
    open();
    expect((await screen.findByRole('link', { name: '进入群聊' })).getAttribute('href')).toBe(
      `${PATHS.chat}?group_id=${GROUP_ID}`,
    );
  });

  it('says a group that is gone is gone', async () => {
    mockApi({ '/api/im/group/info': apiFailure(404, 'group does not exist', 'NOT_FOUND') });
    open();
    expect(await screen.findByText('群聊不存在')).toBeTruthy();
  });
});
