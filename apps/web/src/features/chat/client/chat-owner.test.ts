// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { ensureGroup, loadGroupMembers } from '@ffe/im-client/runtime/groups';
import { markImReady, resetImStore } from '@ffe/im-client/runtime/im-store';
import { syncMissed } from '@ffe/im-client/runtime/sync';
import {
  aConversation,
  aCustomer,
  aGroup,
  aGroupMember,
  aUser,
  GROUP_ID,
  T0,
} from '@ffe/im-client/testing/im-factories';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { mockApi } from '../../../test/factories';
import { startTestChat } from '../testing/test-chat';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

/** An answer the test releases when it wants. */
function held<T>() {
  let release: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    release = done;
  });
  return { promise, release };
}

const lily = aCustomer();
const rose = aCustomer({ _id: 'u-rose', nickname: 'Rose' });

/** Lily logs out and Rose logs in on the same device while a request of Lily's is on its way. */
function switchToRose() {
  resetImStore(imClient);
  imClient.store.setState({ status: 'connecting' });
  markImReady(imClient, rose);
}

describe("work started for one chat user never lands in the next one's chat", () => {
  beforeEach(() => startTestChat(imClient, lily));
  afterEach(() => resetImStore(imClient));

  it("drops a group read that answers after another user signed in, and the new user's read does not join it", async () => {
    const lilysAnswer = held<unknown>();
    let reads = 0;
    mockApi({
      '/api/im/group/info': () => {
        reads += 1;
        return reads === 1 ? lilysAnswer.promise : aGroup({ name: "Rose's florists" });
      },
    });
    const lilysRead = ensureGroup(imClient, GROUP_ID);
    switchToRose();
    const rosesRead = ensureGroup(imClient, GROUP_ID);
    lilysAnswer.release(aGroup({ name: "Lily's florists" }));

    await expect(lilysRead).rejects.toThrow('the chat user changed');
    await expect(rosesRead).resolves.toMatchObject({ info: { name: "Rose's florists" } });
    expect(reads).toBe(2);
    expect(imClient.store.getState().groups[GROUP_ID]?.info.name).toBe("Rose's florists");
  });

  it("keeps a member list read for one user out of the next user's group", async () => {
    const lilysAnswer = held<unknown>();
    mockApi({ '/api/im/group/members': () => lilysAnswer.promise });
    const lilysRead = loadGroupMembers(imClient, GROUP_ID);
    switchToRose();
    lilysAnswer.release({ list: [aGroupMember(aUser({ _id: 'u-lily' }))], total: 1 });

    await expect(lilysRead).rejects.toThrow('the chat user changed');
    expect(imClient.store.getState().groups[GROUP_ID]).toBeUndefined();
  });

  it("stops a sync of missed messages when another user signs in, so none of the first user's conversations stay", async () => {
    const lilysAnswer = held<unknown>();
    mockApi({ '/api/im/getConversationList': () => lilysAnswer.promise });
    const lilysSync = syncMissed(imClient);
    switchToRose();
    lilysAnswer.release([aConversation({ update_time: T0 })]);

    await lilysSync;
    expect(imClient.store.getState().conversations).toEqual({});
  });
});
