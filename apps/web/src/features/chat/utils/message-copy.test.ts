import { aMessage } from '@ffe/im-client/testing/im-factories';
import { describe, expect, it } from 'vitest';
import { copyableText } from './message-copy';

describe('copyableText', () => {
  it('copies a text as written, the code of a code message and the markdown of a rich text', () => {
    expect(copyableText(aMessage({ body: '玫瑰\n11 枝' }))).toBe('玫瑰\n11 枝');
    expect(copyableText(aMessage({ type: 'code', body: { code: 'print(1)', language: 'python' } }))).toBe('print(1)');
    expect(copyableText(aMessage({ type: 'rich-text', body: '**包邮**' }))).toBe('**包邮**');
  });

  it('offers nothing to copy from pictures, cards, files or a revoked message', () => {
    expect(copyableText(aMessage({ type: 'image', body: { url: '/a.png' } }))).toBeNull();
    expect(copyableText(aMessage({ type: 'file', body: { url: '/f', name: 'a.pdf', size: 1 } }))).toBeNull();
    expect(copyableText(aMessage({ is_revoke: true, body: 'this message has been revoked' }))).toBeNull();
  });
});
