import { useAliases, withAlias } from '@ffe/im-client/runtime/aliases';
import { useImStore } from '@ffe/im-client/runtime/im-store';
import { requestUserInfo } from '@ffe/im-client/runtime/user-info';
import { systemNoticeText, usersNamedBy } from '@ffe/im-client/utils/system-notice';
import type { ImMessage } from '@ffe/shared/contracts/im';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './message-bubble.module.css';

/** A system message in the middle of the chat, naming people by nickname (and alias) once their profiles come. */
export function SystemNote({ message }: { message: ImMessage }) {
  const { t } = useTranslation();
  const users = useImStore((s) => s.users);
  const aliases = useAliases((a) => a);
  const named = usersNamedBy(message);
  useEffect(() => {
    for (const id of named) requestUserInfo(id);
  });
  const nameOf = (id: string) =>
    withAlias(
      users[id]?.nickname ?? (id === message.from_uid && message.nickname ? message.nickname : id),
      aliases[id],
    );
  return (
    <p className={styles.note} data-testid="message" data-type="system" data-action={message.action ?? undefined}>
      {systemNoticeText(message, nameOf, t)}
    </p>
  );
}
