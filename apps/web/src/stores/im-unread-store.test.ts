import { afterEach, describe, expect, it } from 'vitest';
import { clearImUnread, setImUnread, useImUnreadStore } from './im-unread-store';

afterEach(clearImUnread);

describe('im unread store', () => {
  it('knows nothing until the chat has counted', () => {
    expect(useImUnreadStore.getState()).toEqual({ message: null, conversation: null, service: null });
  });

  it('keeps the counts the chat last wrote, and forgets them on sign-out', () => {
    setImUnread({ message: 7, conversation: 2 });
    expect(useImUnreadStore.getState()).toEqual({ message: 7, conversation: 2, service: null });
    clearImUnread();
    expect(useImUnreadStore.getState().message).toBeNull();
  });
});
