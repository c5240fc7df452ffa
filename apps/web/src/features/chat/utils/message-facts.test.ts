import { aMessage } from '@ffe/im-client/testing/im-factories';
import { IM } from '@ffe/shared/constants';
import { describe, expect, it } from 'vitest';
import { canRevoke, needsTimeLabel, readState } from './message-facts';

const sentAt = 1_779_000_000_000;

describe('canRevoke', () => {
  const mine = aMessage({ from_uid: 'u-lily', create_time: sentAt });

  it('lets the sender revoke within 2 minutes, and not after', () => {
    expect(canRevoke(mine, 'u-lily', false, sentAt + IM.REVOKE_WINDOW_MS - 1)).toBe(true);
    expect(canRevoke(mine, 'u-lily', false, sentAt + IM.REVOKE_WINDOW_MS)).toBe(false);
  });

  it("never lets a customer revoke someone else's message", () => {
    expect(canRevoke(aMessage({ create_time: sentAt }), 'u-lily', false, sentAt)).toBe(false);
  });

  it("lets staff revoke any message at any time, but not the system's or a revoked one", () => {
    expect(canRevoke(mine, 'customer-service', true, sentAt + 86_400_000)).toBe(true);
    expect(canRevoke(aMessage({ from_uid: 'system' }), 'customer-service', true, sentAt)).toBe(false);
    expect(canRevoke(aMessage({ is_revoke: true }), 'customer-service', true, sentAt)).toBe(false);
  });
});

describe('readState', () => {
  it('is read once marked read or read by someone other than the sender', () => {
    expect(readState(aMessage())).toBe('unread');
    expect(readState(aMessage({ reader_list: [{ user_id: 'customer-service', create_time: 1 }] }))).toBe('unread');
    expect(readState(aMessage({ reader_list: [{ user_id: 'u-lily', create_time: 1 }] }))).toBe('read');
    expect(readState(aMessage({ is_read: true }))).toBe('read');
  });
});

describe('needsTimeLabel', () => {
  it('labels the first message and any after a pause of over 5 minutes', () => {
    expect(needsTimeLabel(undefined, { create_time: sentAt })).toBe(true);
    expect(needsTimeLabel({ create_time: sentAt }, { create_time: sentAt + 5 * 60_000 })).toBe(false);
    expect(needsTimeLabel({ create_time: sentAt }, { create_time: sentAt + 5 * 60_000 + 1 })).toBe(true);
  });
});
