import crypto from 'node:crypto';
import { conversationIdFor } from '@ffe/shared/domain/im/conversation-id';
import { describe, expect, it } from 'vitest';
import { singleConversationId } from './im-delivery.service';

describe('singleConversationId', () => {
  it('names a pair as the browser does, whichever of the two writes', () => {
    for (let i = 0; i < 200; i++) {
      const a = crypto.randomUUID();
      const b = i % 2 ? crypto.randomUUID() : `guest-${i}`;
      expect(singleConversationId(a, b)).toBe(conversationIdFor(a, b));
      expect(singleConversationId(b, a)).toBe(conversationIdFor(a, b));
    }
  });

  it('names a user talking to themself as the browser does', () => {
    expect(singleConversationId('u1', 'u1')).toBe(conversationIdFor('u1', 'u1'));
  });
});
