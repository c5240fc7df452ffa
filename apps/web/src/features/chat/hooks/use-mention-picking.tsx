import { useImClient } from '@ffe/im-client/client-context';
import { useAliases } from '@ffe/im-client/runtime/aliases';
import { groupIdOf, loadGroupMembers } from '@ffe/im-client/runtime/groups';
import { useImStore } from '@ffe/im-client/runtime/im-store';
import type { Mentions } from '@ffe/im-client/runtime/message-builders';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type MembersState, MentionList } from '../components/mention-list';
import { type MentionOption, type MentionQuery, mentionOptions, mentionQueryAt, mentionsIn } from '../utils/mentions';
/** What the composer wires into its box for @-mentions. */
export interface MentionPicking {
  /** The list to draw above the box, or null while none is open. */
  picker: ReactNode;
  /** Props for the box: where the keys' choice is. */
  boxProps: { 'aria-activedescendant'?: string; 'aria-controls'?: string };
  /** Follows the text and the caret: opens, filters or closes the list. */
  follow: (text: string, caret: number | null) => void;
  /** Handles ↑, ↓, Enter and Escape while the list is open; true when it took the key. */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** Closes the list (the box lost the focus). */
  close: () => void;
  /** Whom `text` mentions, forgetting the picks for the next message. */
  takeMentions: (text: string) => Mentions | undefined;
}

/**
 * @-mentions in a group's composer: typing '@' opens the group's members (read when not held yet) filtered by what
 * follows it; picking one writes '@昵称 ' into the text and remembers whom. Nothing opens outside a group.
 */
export function useMentionPicking({
  conversationId,
  wide,
  text,
  onText,
  input,
}: {
  conversationId: string;
  wide: boolean;
  text: string;
  onText: (next: string) => void;
  input: RefObject<HTMLTextAreaElement | null>;
}): MentionPicking {
  const imClient = useImClient();
  const { t } = useTranslation();
  const listId = useId();
  const groupId = groupIdOf(conversationId);
  const held = useImStore((s) => (groupId ? s.groups[groupId] : undefined));
  const myId = useImStore((s) => s.me?._id ?? '');
  const aliases = useAliases();
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const [failed, setFailed] = useState(false);
  const [caretTo, setCaretTo] = useState<number | null>(null);
  const picked = useRef(new Map<string, string>());
  // The '@' that Escape closed stays closed until another one is typed.
  const dismissed = useRef<number | null>(null);

  const open = Boolean(groupId) && query !== null;
  const members = held?.members ?? null;
  const hasGroup = Boolean(held);

  useEffect(() => {
    if (!open || !groupId || !hasGroup || members) return;
    setFailed(false);
    loadGroupMembers(imClient, groupId).catch((error: unknown) => {
      console.error('uni-im: reading members for @ failed', error);
      setFailed(true);
    });
  }, [open, groupId, hasGroup, members, imClient]);

  // The caret goes after the inserted name once the box shows the new text.
  useLayoutEffect(() => {
    if (caretTo === null) return;
    input.current?.setSelectionRange(caretTo, caretTo);
    setCaretTo(null);
  }, [caretTo, input]);

  const options =
    open && members && query ? mentionOptions(members, myId, query.query, aliases, t('chat.mention.all')) : [];
  const state: MembersState = members ? 'ready' : failed ? 'failed' : 'loading';
  const current = Math.min(active, Math.max(0, options.length - 1));

  const follow = (next: string, caret: number | null) => {
    if (!groupId) return;
    const found = caret === null ? null : mentionQueryAt(next, caret);
    if (found && dismissed.current === found.start) {
      setQuery(null);
      return;
    }
    dismissed.current = null;
    if (found?.start !== query?.start || found?.query !== query?.query) setActive(0);
    setQuery(found);
  };

  const pick = (option: MentionOption) => {
    if (!query) return;
    const inserted = `@${option.name} `;
    const end = query.start + 1 + query.query.length;
    onText(text.slice(0, query.start) + inserted + text.slice(end));
    picked.current.set(option.id, option.name);
    setQuery(null);
    setCaretTo(query.start + inserted.length);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || !query || event.nativeEvent.isComposing) return false;
    if (event.key === 'Escape') {
      // Only the list closes, not a panel or sheet around the chat.
      event.preventDefault();
      event.stopPropagation();
      dismissed.current = query.start;
      setQuery(null);
      return true;
    }
    // On a phone the rows are tapped; its Enter stays a new line.
    if (!wide || options.length === 0) return false;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      setActive((current + step + options.length) % options.length);
      return true;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      const option = options[current];
      if (option) pick(option);
      return true;
    }
    return false;
  };

  const takeMentions = (sent: string) => {
    const mentions = mentionsIn(sent, picked.current);
    picked.current.clear();
    setQuery(null);
    return mentions;
  };

  const listShown = open && state === 'ready' && options.length > 0;
  return {
    picker: open ? (
      <MentionList id={listId} options={options} state={state} active={current} onPick={pick} onHover={setActive} />
    ) : null,
    boxProps: listShown ? { 'aria-controls': listId, 'aria-activedescendant': `${listId}-${current}` } : {},
    follow,
    onKeyDown,
    close: () => setQuery(null),
    takeMentions,
  };
}
