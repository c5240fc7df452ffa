// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { resetImStore, useImStore } from '@ffe/im-client/runtime/im-store';
import { resetUserInfo } from '@ffe/im-client/runtime/user-info';
import {
  aCustomer,
  aGroup,
  aGroupConversation,
  aGroupMember,
  aMessage,
  aUser,
  GROUP_CHAT,
  GROUP_ID,
} from '@ffe/im-client/testing/im-factories';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n, { loadTexts } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { withTestToken } from '../testing/test-chat';
import { ConversationItem } from './conversation-item';
import { SystemNote } from './system-note';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const OWNER = 'a3846235-1b2c-4d5e-8f90-123456789abc';
const ROSE = 'b1111111-2222-4333-8444-555555555555';
const GUEST = 'guest_0123456789abcdef0123456789abcdef';
const invite = aMessage({
  type: 'system',
  action: 'join-group',
  conversation_id: GROUP_CHAT,
  group_id: GROUP_ID,
  from_uid: OWNER,
  nickname: '花店',
  body: { user_id_list: [OWNER, ROSE, GUEST] },
});

function hold() {
  imClient.store.setState({
    me: aCustomer({ _id: 'u-lily' }),
    status: 'online',
    conversations: { [GROUP_CHAT]: aGroupConversation({ last_msg: invite }) },
    groups: { [GROUP_ID]: { info: aGroup(), members: [aGroupMember(aUser({ _id: ROSE, nickname: 'Rose' }))] } },
  });
}

function Row() {
  const conversation = useImStore((s) => s.conversations[GROUP_CHAT]);
  if (!conversation) return null;
  return (
    <ConversationItem
      conversation={conversation}
      to="/"
      replace={false}
      selected={false}
      now={Date.now()}
      swipe={false}
      actions={[]}
      onMenu={() => {}}
    />
  );
}

describe('the names in a group note', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('zh-CN');
    resetImStore(imClient);
    resetUserInfo(imClient);
    withTestToken(imClient);
    imClient.aliases.setState({ [ROSE]: '老板' }, true);
    hold();
  });

  it('come from the members held and the profiles read, a guest as 访客 and its code, never a raw id', async () => {
    const api = mockApi({ '/api/im/getUsers': [aUser({ _id: GUEST, nickname: '访客 3F2A' })] });
    renderPage(() => <SystemNote message={invite} />, { imClient, path: PATHS.chat });
    // Until the guest's profile comes it is the placeholder name, not its id.
    expect(screen.getByTestId('message').textContent).toBe('花店 邀请 Rose (老板)、加载中… 加入了群聊');
    await waitFor(() =>
      expect(screen.getByTestId('message').textContent).toBe('花店 邀请 Rose (老板)、访客 3F2A 加入了群聊'),
    );
    // Rose was among the members held, so only the others' profiles were asked for (the actor's for a later rename).
    expect(api.bodies<{ ids: string[] }>('/api/im/getUsers').flatMap((b) => b.ids)).toEqual([OWNER, GUEST]);
  });

  it('are the same in the conversation list, in English too', async () => {
    mockApi({ '/api/im/getUsers': [aUser({ _id: GUEST, nickname: '访客 3F2A' })] });
    await i18n.changeLanguage('en');
    await loadTexts('chat');
    renderPage(Row, { imClient, path: PATHS.imIndex });
    await waitFor(() =>
      expect(screen.getByText(/访客 3F2A/).textContent).toBe('花店 invited Rose (老板), 访客 3F2A to the group'),
    );
    expect(document.body.textContent).not.toContain(OWNER.slice(0, 8));
  });
});
