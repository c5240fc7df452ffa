import { withAlias } from '@ffe/im-client/runtime/aliases';
import { isAdminMember } from '@ffe/im-client/runtime/groups';
import type { Mentions } from '@ffe/im-client/runtime/message-builders';
import type { GroupMember } from '@ffe/shared/contracts/im-groups';

/** The id that mentions everyone in the group (admins only). */
export const MENTION_ALL = '__ALL';

/** One row of the picker: `name` is what goes into the text after '@', `label` what the row shows. */
export interface MentionOption {
  id: string;
  name: string;
  label: string;
  avatar: string;
}

/** The '@' being typed: where it stands in the text, and what follows it up to the caret. */
export interface MentionQuery {
  start: number;
  query: string;
}

/** The '@' the caret is in, when the text between it and the caret has no space (a space ends a mention). */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  const query = before.slice(start + 1);
  return /\s/.test(query) ? null : { start, query };
}

/** Whom a text mentions: the picked people whose '@name' is still in it; everyone wins over single people. */
export function mentionsIn(text: string, picked: ReadonlyMap<string, string>): Mentions | undefined {
  const kept = [...picked].filter(([, name]) => text.includes(`@${name}`)).map(([id]) => id);
  if (kept.includes(MENTION_ALL)) return MENTION_ALL;
  return kept.length > 0 ? kept : undefined;
}

/** The members the user may mention whose name or alias holds `query`; admins get everyone first. */
export function mentionOptions(
  members: readonly GroupMember[],
  myId: string,
  query: string,
  aliases: Readonly<Record<string, string>>,
  allLabel: string,
): MentionOption[] {
  const wanted = query.toLowerCase();
  const matches = (text: string) => text.toLowerCase().includes(wanted);
  const options: MentionOption[] = [];
  if (isAdminMember(members.find((member) => member.users._id === myId)) && matches(allLabel)) {
    options.push({ id: MENTION_ALL, name: allLabel, label: allLabel, avatar: '' });
  }
  for (const { users } of members) {
    if (users._id === myId) continue;
    const alias = aliases[users._id];
    if (!matches(users.nickname) && !(alias && matches(alias))) continue;
    options.push({
      id: users._id,
      name: users.nickname,
      label: withAlias(users.nickname, alias),
      avatar: users.avatar_file.url,
    });
  }
  return options;
}
