import { useNoticeNameOf } from '@ffe/im-client/runtime/notice-names';
import { systemNoticeText } from '@ffe/im-client/utils/system-notice';
import type { ImMessage } from '@ffe/shared/contracts/im';
import { useTranslation } from 'react-i18next';
import styles from './message-bubble.module.css';

/** A system message in the middle of the chat, naming people by nickname (and alias) once their profiles come. */
export function SystemNote({ message }: { message: ImMessage }) {
  const { t } = useTranslation();
  const nameOf = useNoticeNameOf(message);
  return (
    <p className={styles.note} data-testid="message" data-type="system" data-action={message.action ?? undefined}>
      {systemNoticeText(message, nameOf, t)}
    </p>
  );
}
