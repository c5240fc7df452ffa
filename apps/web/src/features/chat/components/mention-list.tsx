import { Avatar, DotLoading } from 'antd-mobile';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MENTION_ALL, type MentionOption } from '../utils/mentions';
import styles from './mention-list.module.css';

export type MembersState = 'loading' | 'failed' | 'ready';

/** The list under the '@' being typed: a listbox the composer's box points into with aria-activedescendant. */
export function MentionList({
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
