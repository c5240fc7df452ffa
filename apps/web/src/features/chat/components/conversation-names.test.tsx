// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { resetImStore } from '@ffe/im-client/runtime/im-store';
import { resetUserInfo } from '@ffe/im-client/runtime/user-info';
import { aConversation, aConversationBetween, aCustomer, aUser } from '@ffe/im-client/testing/im-factories';
import type { ImConversation } from '@ffe/shared/contracts/im';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n, { loadTexts } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { renderPage } from '../../../test/render-page';
import { withTestToken } from '../testing/test-chat';
import { ConversationItem } from './conversation-item';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

function rowOf(conversation: ImConversation) {
  return function Row() {
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
  };
}

const service = aConversation();
const member = aConversationBetween(aCustomer(), aUser({ _id: 'u-rose', nickname: '用户5678' }));

describe('a conversation’s name', () => {
  beforeEach(() => {
    resetImStore(imClient);
    resetUserInfo(imClient);
    withTestToken(imClient);
    imClient.store.setState({ me: aCustomer(), status: 'online' });
  });
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it.each([
    ['zh-CN', '鲜花速递客服', '用户5678'],
    ['en', 'Fresh Flower Express Service', 'User 5678'],
  ])(
    'in %s names customer service %s and a member without a nickname %s',
    async (language, serviceName, memberName) => {
      await i18n.changeLanguage(language);
      await loadTexts('chat');
      const first = renderPage(rowOf(service), { imClient, path: PATHS.imIndex });
      expect(screen.getByText(serviceName)).toBeTruthy();
      first.unmount();
      renderPage(rowOf(member), { imClient, path: PATHS.imIndex });
      expect(screen.getByText(memberName)).toBeTruthy();
    },
  );
});
