import type { QuickReply } from '@ffe/shared/contracts/admin-desk';
import { describe, expect, it } from 'vitest';
import { insertQuickReply, matchQuickReplies, slashQuery } from './quick-reply-match';

const reply = (shortcut: string, content: string, filled: string | null = null): QuickReply => ({
  id: shortcut,
  scope: 'shared',
  shortcut,
  content,
  filled,
});

describe('quick replies in the reply box', () => {
  it('opens on a / at the start or after a space, with the letters typed after it', () => {
    expect(slashQuery('/')).toBe('');
    expect(slashQuery('/th')).toBe('th');
    expect(slashQuery('好的 /add')).toBe('add');
    expect(slashQuery('http://x')).toBeUndefined();
    expect(slashQuery('/th ')).toBeUndefined();
    expect(slashQuery('hello')).toBeUndefined();
  });

  it('matches shortcuts and contents, shortcuts that start with the letters first', () => {
    const replies = [reply('bye', 'thanks, bye'), reply('thanks', '谢谢')];
    expect(matchQuickReplies(replies, 'th').map((r) => r.id)).toEqual(['thanks', 'bye']);
    expect(matchQuickReplies(replies, '谢').map((r) => r.id)).toEqual(['thanks']);
  });

  it('replaces the /word with the filled text, or the content when nothing was filled', () => {
    expect(insertQuickReply('好的 /th', reply('thanks', '谢谢 {{nickname}}', '谢谢 安安'))).toBe('好的 谢谢 安安');
    expect(insertQuickReply('/th', reply('thanks', '谢谢'))).toBe('谢谢');
  });
});
