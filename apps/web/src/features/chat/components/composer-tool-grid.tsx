import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposerTool } from '../utils/composer-tool-set';
import { ChatIcon } from './chat-icons';
import styles from './composer.module.css';
import { TypeIcon } from './type-icons';

const TOOL_FACES: Record<ComposerTool, { icon: ReactNode; label: string }> = {
  image: { icon: <ChatIcon name="image" size={26} />, label: 'chat.more.image' },
  video: { icon: <TypeIcon name="video" size={26} />, label: 'chat.more.video' },
  file: { icon: <TypeIcon name="file" size={26} />, label: 'chat.more.file' },
  location: { icon: <TypeIcon name="location" size={26} />, label: 'chat.more.location' },
  code: { icon: <TypeIcon name="code" size={26} />, label: 'chat.more.code' },
  richText: { icon: <TypeIcon name="richText" size={26} />, label: 'chat.more.richText' },
  userCard: { icon: <TypeIcon name="card" size={26} />, label: 'chat.more.userCard' },
};

/** The ＋ panel's buttons, one for each tool offered, in the order given. */
export function ComposerToolGrid({
  offered,
  onSelect,
}: {
  offered: readonly ComposerTool[];
  onSelect: (tool: ComposerTool) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.toolGrid}>
      {offered.map((key) => (
        <li key={key}>
          <button type="button" className={styles.tool} onClick={() => onSelect(key)}>
            <span className={styles.toolIcon}>{TOOL_FACES[key].icon}</span>
            {t(TOOL_FACES[key].label)}
          </button>
        </li>
      ))}
    </ul>
  );
}
