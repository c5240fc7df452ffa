// @vitest-environment jsdom
import { markImReady, putCountedConversation, resetImStore, useImStore } from '@ffe/im-client/runtime/im-store';
import { aConversation, aConversationBetween, aCustomer, aUser } from '@ffe/im-client/testing/im-factories';
import { afterEach, describe, expect, it } from 'vitest';
import { clearImUnread, useImUnreadStore } from '../../../stores/im-unread-store';

const orderNotices = () =>
  aConversationBetween(aCustomer(), aUser({ _id: 'system', nickname: 'system message' }), { unread_count: 4 });

describe('the unread replies of customer service (the 在线客服 badge)', () => {
  afterEach(() => {
    resetImStore();
    clearImUnread();
  });

  it("counts the customer-service conversation only, never the system user's order notices", () => {
    useImStore.setState({ status: 'connecting' });
    markImReady(aCustomer());
    putCountedConversation(orderNotices());
    expect(useImUnreadStore.getState()).toMatchObject({ conversation: 1, message: 4, service: 0 });

    putCountedConversation(aConversation({ unread_count: 2 }));
    expect(useImUnreadStore.getState()).toMatchObject({ conversation: 2, message: 6, service: 2 });

    putCountedConversation(aConversation({ unread_count: 0 }));
    expect(useImUnreadStore.getState().service).toBe(0);
  });

  it('stays unknown until the chat has started', () => {
    putCountedConversation(aConversation({ unread_count: 2 }));
    expect(useImUnreadStore.getState().service).toBeNull();
  });
});
