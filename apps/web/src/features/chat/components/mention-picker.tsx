import { useAliases, withAlias } from '@ffe/im-client/runtime/aliases';
import { groupIdOf, isAdminMember, loadGroupMembers } from '@ffe/im-client/runtime/groups';
import { useImStore } from '@ffe/im-client/runtime/im-store';
import type { Mentions } from '@ffe/im-client/runtime/message-builders';
import type { GroupMember } from '@ffe/shared/contracts/im-groups';
import { Avatar, DotLoading } from 'antd-mobile';
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
import styles from './mention-picker.module.css';

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

type MembersState = 'loading' | 'failed' | 'ready';

/** The list under the '@' being typed: a listbox the composer's box points into with aria-activedescendant. */
function MentionList({
  id,
  options,
  state,
  active,
  onPick,
  onHover,
}: {
  id: string;
  options: MentionOption[];
  state: MembersState;
  active: number;
  onPick: (option: MentionOption) => void;
  onHover: (index: number) => void;
}) {
  const { t } = useTranslation();
  const activeRow = useRef<HTMLDivElement>(null);
  // A block, not an arrow returning the call: Chromium's scrollIntoView returns a Promise, which React would keep as
  // the effect's clean-up and call when the list closes ("not a function": the page's error screen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row moved into view is the one `active` names
  useEffect(() => {
    activeRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  let note: ReactNode = null;
  if (state === 'loading') {
    note = (
      <div className={styles.note} role="status">
        <DotLoading /> {t('chat.mention.loading')}
      </div>
    );
  } else if (state === 'failed') note = <p className={styles.note}>{t('chat.mention.loadFailed')}</p>;
  else if (options.length === 0) note = <p className={styles.note}>{t('chat.mention.none')}</p>;

  return (
    <div className={styles.picker} data-testid="mention-picker">
      {note}
      {state === 'ready' && options.length > 0 && (
        <div id={id} className={styles.list} role="listbox" aria-label={t('chat.mention.label')}>
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the composer's box handles ↑, ↓ and Enter for the list
            <div
              key={option.id}
              ref={index === active ? activeRow : undefined}
              id={`${id}-${index}`}
              role="option"
              // The keys pick from the box, which keeps the focus; a row takes none of its own.
              tabIndex={-1}
              aria-selected={index === active}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              data-testid="mention-option"
              data-user-id={option.id}
              // The box keeps the focus (and a phone its keyboard) while a row is tapped.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onHover(index)}
              onClick={() => onPick(option)}
            >
              {option.id === MENTION_ALL ? (
                <span className={styles.allIcon} aria-hidden="true">
                  @
                </span>
              ) : (
                <Avatar className={styles.avatar} src={option.avatar} alt="" />
              )}
              <span className={styles.name}>{option.label}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

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
    loadGroupMembers(groupId).catch((error: unknown) => {
      console.error('uni-im: reading members for @ failed', error);
      setFailed(true);
    });
  }, [open, groupId, hasGroup, members]);

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
