import type { ImMessage } from '@ffe/shared/contracts/im';
import type { Translate } from './friendly-time';

/** Says who a user is in a line of text: a nickname (with alias) or, until the profile comes, the id. */
export type NameOf = (userId: string) => string;

const idsIn = (body: unknown): string[] => {
  const list = (body as { user_id_list?: unknown } | null)?.user_id_list;
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
};

const fieldOf = (body: unknown, field: string): unknown => (body as Record<string, unknown> | null)?.[field];

/** The users a group's system message names: the one who acted and those it was about. */
export function usersNamedBy(message: Pick<ImMessage, 'from_uid' | 'body'>): string[] {
  const target = fieldOf(message.body, 'user_id');
  return [...new Set([message.from_uid, ...idsIn(message.body), ...(typeof target === 'string' ? [target] : [])])];
}

/**
 * A group's system message as a line (PRODUCT.md#chat-messages, system actions): who joined, left or was removed, a
 * dissolved group, a changed name, introduction, notice, avatar, mute-all or join option, admins set or unset.
 */
export function systemNoticeText(
  message: Pick<ImMessage, 'action' | 'body' | 'from_uid'>,
  nameOf: NameOf,
  t: Translate,
): string {
  const actor = nameOf(message.from_uid);
  const names = (ids: string[]) => ids.map(nameOf).join(t('chat.system.separator'));
  const action = message.action ?? '';
  const body = message.body;
  switch (action) {
    case 'join-group': {
      const others = idsIn(body).filter((id) => id !== message.from_uid);
      return others.length
        ? t('chat.system.invited', { actor, names: names(others) })
        : t('chat.system.joined', { actor });
    }
    case 'group-exit':
      return t('chat.system.exited', { names: names(idsIn(body)) });
    case 'group-expel':
      return t('chat.system.expelled', { actor, names: names(idsIn(body)) });
    case 'group-dissolved':
      return t('chat.system.dissolved');
    case 'set-group-admin': {
      const target = fieldOf(body, 'user_id');
      const added = fieldOf(body, 'addRole');
      const key = Array.isArray(added) && added.includes('admin') ? 'adminSet' : 'adminUnset';
      return t(`chat.system.${key}`, { actor, name: typeof target === 'string' ? nameOf(target) : '' });
    }
  }
  if (action.startsWith('update-group-info-')) {
    const field = action.slice('update-group-info-'.length);
    const value = fieldOf(body, field);
    switch (field) {
      case 'name':
        return t('chat.system.renamed', { actor, name: String(value ?? '') });
      case 'notification': {
        const content = (value as { content?: unknown } | null)?.content;
        return t('chat.system.notice', { actor, content: typeof content === 'string' ? content : '' });
      }
      case 'mute_all_members':
        return t(value ? 'chat.system.muteAllOn' : 'chat.system.muteAllOff', { actor });
      case 'introduction':
      case 'avatar_file':
      case 'join_option':
        return t(`chat.system.${field}`, { actor });
    }
  }
  return typeof body === 'string' ? body : t('chat.label.other');
}
