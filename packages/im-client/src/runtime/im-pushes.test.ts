import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImClient } from '../client';
import { aNotification } from '../testing/im-factories';
import { createTestImClient } from '../testing/test-client';
import { emitImPush, onImPush } from './im-pushes';
import { NOTIFICATION_KIND } from './notification-kinds';

let imClient: ImClient;
beforeEach(() => {
  imClient = createTestImClient();
});
afterEach(() => imClient.dispose());

const invited = {
  kind: 'notification',
  notification: aNotification(NOTIFICATION_KIND.friendInvite, 'u-wang', 'u-me'),
} as const;

describe('im pushes', () => {
  let client: ImClient;
  beforeEach(() => {
    client = createTestImClient();
  });
  afterEach(() => client.dispose());

  it('hands a push to every page listening, and none to a page that stopped', () => {
    const index = vi.fn();
    const chat = vi.fn();
    const stopIndex = onImPush(imClient, index);
    const stopChat = onImPush(imClient, chat);
    emitImPush(imClient, invited);
    stopIndex();
    emitImPush(imClient, invited);
    stopChat();
    expect(index).toHaveBeenCalledTimes(1);
    expect(chat).toHaveBeenCalledTimes(2);
    expect(chat).toHaveBeenCalledWith(invited);
  });
});
