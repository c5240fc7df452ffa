import { useFoundUsers } from '@ffe/im-client/api/find-user';
import { inviteFriend } from '@ffe/im-client/api/invite-friend';
import { useImClient } from '@ffe/im-client/client-context';
import { IM } from '@ffe/shared/constants';
import type { PublicUser } from '@ffe/shared/contracts/im';
import { Avatar } from 'antd-mobile';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import styles from './contacts-panel.module.css';

/** One found user with 加好友: it opens a message box, whose 发送 sends the invitation. */
function FoundUser({ user }: { user: PublicUser }) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const inputId = useId();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await inviteFriend(imClient, user._id, message.trim(), { errorUi: 'none' });
      toast(t('chat.contacts.invited'), 'success');
      setAsking(false);
      setMessage('');
    } catch (error) {
      if (error instanceof ApiError && error.code === 409) toast(t('chat.contacts.alreadyFriends'));
      else if (error instanceof Error) toast(error.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <li className={styles.card} data-testid="found-user">
      <div className={styles.row}>
        <Avatar className={styles.picture} src={user.avatar_file.url} alt="" />
        <span className={styles.name}>{user.nickname || user._id}</span>
        {!asking && (
          <button type="button" className={styles.primary} onClick={() => setAsking(true)}>
            {t('chat.contacts.addFriend')}
          </button>
        )}
      </div>
      {asking && (
        <form className={styles.inviteForm} onSubmit={send}>
          <label htmlFor={inputId} className={styles.hidden}>
            {t('chat.contacts.inviteMessageLabel')}
          </label>
          <input
            id={inputId}
            className={styles.input}
            value={message}
            maxLength={IM.FRIEND_INVITE_MESSAGE_MAX}
            placeholder={t('chat.contacts.inviteMessagePlaceholder')}
            onChange={(event) => setMessage(event.target.value)}
          />
          <button type="submit" className={styles.primary} disabled={sending}>
            {t('chat.contacts.sendInvite')}
          </button>
          <button type="button" className={styles.plain} onClick={() => setAsking(false)}>
            {t('chat.contacts.cancel')}
          </button>
        </form>
      )}
    </li>
  );
}

/** Finds a user by an 11-digit phone number or by id, and offers to invite whoever is found. */
export function UserSearch() {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useFoundUsers(keyword);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) {
      toast(t('chat.contacts.searchEmpty'));
      return;
    }
    // The same keyword again asks the server again: the user may have just registered.
    if (query === keyword) void found.refetch();
    else setKeyword(query);
  };

  return (
    <section className={styles.section}>
      <form className={styles.searchForm} onSubmit={search}>
        <label htmlFor={inputId} className={styles.hidden}>
          {t('chat.contacts.searchLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={text}
          placeholder={t('chat.contacts.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.primary} disabled={found.isFetching}>
          {t('chat.contacts.search')}
        </button>
      </form>
      {found.data &&
        (found.data.length === 0 ? (
          <p className={styles.note}>{t('chat.contacts.notFound')}</p>
        ) : (
          <ul className={styles.list}>
            {found.data.map((user) => (
              <FoundUser key={user._id} user={user} />
            ))}
          </ul>
        ))}
    </section>
  );
}
