import { describe, expect, it } from 'vitest';
import { conversationIdFor, groupConversationId } from './conversation-id';
import { isMutedMessage, isReadableMessage, isValidDeviceId, previewText, unreadBadge } from './message-rules';

describe('conversation ids', () => {
  it('are the same whichever side computes them', () => {
    expect(conversationIdFor('u1', 'customer-service')).toBe(conversationIdFor('customer-service', 'u1'));
    expect(conversationIdFor('u1', 'u2')).toMatch(/^single_[0-9a-f]{32}$/);
    expect(conversationIdFor('u1', 'u2')).not.toBe(conversationIdFor('u1', 'u3'));
  });
  it('name a group by its id', () => {
    expect(groupConversationId('g1')).toBe('group_g1');
  });
});

describe('readable and muted messages', () => {
  it('treats revoke, clear-unread, avatar updates and plugin order info as unreadable', () => {
    expect(isReadableMessage({ type: 'text' })).toBe(true);
    expect(isReadableMessage({ type: 'revoke_msg' })).toBe(false);
    expect(isReadableMessage({ type: 'clear-conversation-unreadCount' })).toBe(false);
    expect(isReadableMessage({ type: 'system', action: 'update-group-info-avatar_file' })).toBe(false);
    expect(isReadableMessage({ type: 'system', action: 'set-group-member-ext-plugin-order-info' })).toBe(false);
    expect(isReadableMessage({ type: 'system', action: 'join-group' })).toBe(true);
  });
  it('treats is_mute, join-group and mute_all_members as muted', () => {
    expect(isMutedMessage({ type: 'text', is_mute: true })).toBe(true);
    expect(isMutedMessage({ type: 'system', action: 'join-group' })).toBe(true);
    expect(isMutedMessage({ type: 'system', action: 'update-group-info-mute_all_members' })).toBe(true);
    expect(isMutedMessage({ type: 'text' })).toBe(false);
  });
});

describe('previews and badges', () => {
  it('strips newlines, normalises spaces and entities, and cuts to 80 characters', () => {
    expect(previewText('a\n\nb&nbsp;&nbsp;c &lt;d&gt;')).toBe('a b c <d>');
    expect(previewText('花'.repeat(100))).toHaveLength(80);
  });
  it('caps unread counts at 99+', () => {
    expect(unreadBadge(0)).toBe('');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
  it('accepts device ids of 16 to 48 characters only', () => {
    expect(isValidDeviceId('a'.repeat(15))).toBe(false);
    expect(isValidDeviceId('a'.repeat(16))).toBe(true);
    expect(isValidDeviceId('a'.repeat(48))).toBe(true);
    expect(isValidDeviceId('a'.repeat(49))).toBe(false);
    expect(isValidDeviceId(42)).toBe(false);
  });
});
