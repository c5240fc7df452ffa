// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { markImReady, putCountedConversation, resetImStore } from '@ffe/im-client/runtime/im-store';
import { aConversation, aConversationBetween, aCustomer, aUser } from '@ffe/im-client/testing/im-factories';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { clearImUnread, useImUnreadStore } from '../../../stores/im-unread-store';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const orderNotices = () =>
  aConversationBetween(aCustomer(), aUser({ _id: 'system', nickname: 'system message' }), { unread_count: 4 });

describe('the unread replies of customer service (the 在线客服 badge)', () => {
  afterEach(() => {
    resetImStore(imClient);
    clearImUnread();
  });

  it("counts the customer-service conversation only, never the system user's order notices", () => {
    imClient.store.setState({ status: 'connecting' });
    markImReady(imClient, aCustomer());
    putCountedConversation(imClient, orderNotices());
    expect(useImUnreadStore.getState()).toMatchObject({ conversation: 1, message: 4, service: 0 });

    putCountedConversation(imClient, aConversation({ unread_count: 2 }));
    expect(useImUnreadStore.getState()).toMatchObject({ conversation: 2, message: 6, service: 2 });

    putCountedConversation(imClient, aConversation({ unread_count: 0 }));
    expect(useImUnreadStore.getState().service).toBe(0);
  });

  it('stays unknown until the chat has started', () => {
    putCountedConversation(imClient, aConversation({ unread_count: 2 }));
    expect(useImUnreadStore.getState().service).toBeNull();
  });
});
