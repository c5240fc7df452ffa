import { createTestImClient } from '@ffe/im-client/testing/test-client';
import { describe, expect, it, vi } from 'vitest';
import { sessionImClient } from './session-im-client';

describe("a session's messaging client", () => {
  it('is not made until something asks for it', () => {
    const make = vi.fn(async () => createTestImClient());
    const session = sessionImClient(make);
    expect(make).not.toHaveBeenCalled();
    expect(session.made).toBeUndefined();
  });

  it('is made once however often it is asked for, and says so', async () => {
    const client = createTestImClient();
    const make = vi.fn(async () => client);
    const session = sessionImClient(make);
    const [first, second] = await Promise.all([session.load(), session.load()]);
    expect(first).toBe(client);
    expect(second).toBe(client);
    expect(session.load()).toBe(session.made);
    expect(make).toHaveBeenCalledTimes(1);
    await client.dispose();
  });
});
