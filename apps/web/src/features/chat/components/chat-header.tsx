import { useTranslation } from 'react-i18next';
import styles from './chat-view.module.css';

/**
 * The chat's own header beside the list on a wide screen, or the group's bar on a phone (the page frame's title bar
 * carries the name there); a group's info panel opens from its ⋯ button. `memberCount` is given for a group the user
 * is in.
 */
export function ChatHeader({
  name,
  embedded,
  memberCount,
  onGroupInfo,
}: {
  name: string;
  embedded: boolean;
  memberCount: number | undefined;
  onGroupInfo: () => void;
}) {
  const { t } = useTranslation();
  const groupButton = memberCount !== undefined && (
    <button
      type="button"
      className={styles.groupButton}
      aria-label={t('chat.groups.info')}
      aria-haspopup="dialog"
      onClick={onGroupInfo}
      data-testid="group-info-button"
    >
      ⋯
    </button>
  );
  if (embedded) {
    return (
      <header className={styles.header}>
        <h2 className={styles.title}>{name}</h2>
        {groupButton}
      </header>
    );
  }
  if (!groupButton) return null;
  return (
    <div className={styles.groupBar}>
      <span>{t('chat.groups.memberCount', { count: memberCount })}</span>
      {groupButton}
    </div>
  );
}
