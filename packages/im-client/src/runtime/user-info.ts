import { IM } from '@ffe/shared/constants';
import type { PublicUser } from '@ffe/shared/contracts/im';
import { useEffect } from 'react';
import { getUsers } from '../api/get-users';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { rememberUsers, useImStore } from './im-store';

// imParts().userInfo: the ids gathered, those asked, and those the server knew nothing of (not asked again).
/** Asks for the profiles gathered over the last 300 ms, 100 a call. */
async function askGathered(imClient: ImClient): Promise<void> {
  const parts = imClient.parts.userInfo;
  const { wanted, asking, unknown } = parts;
  parts.batchTimer = undefined;
  const ids = [...wanted];
  wanted.clear();
  for (const id of ids) asking.add(id);
  for (let start = 0; start < ids.length; start += IM.USERS_PER_READ) {
    const chunk = ids.slice(start, start + IM.USERS_PER_READ);
    try {
      const users = await getUsers(imClient, chunk, { errorUi: 'none' });
      rememberUsers(imClient, users);
      const found = new Set(users.map((user) => user._id));
      for (const id of chunk) if (!found.has(id)) unknown.add(id);
    } catch (error) {
      // The placeholder nickname stays; the profile is asked again the next time it is wanted.
      console.error('uni-im: reading user profiles failed', error);
    } finally {
      for (const id of chunk) asking.delete(id);
    }
  }
}

/** Asks for a user's profile in the next batch, unless it is held or on its way (PRODUCT.md#chat-limits: gathered over 300 ms). */
export function requestUserInfo(imClient: ImClient, uid: string): void {
  const parts = imClient.parts.userInfo;
  const { wanted, asking, unknown } = parts;
  if (!uid || imClient.store.getState().users[uid] || asking.has(uid) || unknown.has(uid)) return;
  wanted.add(uid);
  parts.batchTimer ??= setTimeout(() => void askGathered(imClient), IM.NICKNAME_BATCH_MS);
}

/** A user's public profile; undefined while it loads, when the page shows a placeholder nickname. */
export function useUserInfo(uid: string | undefined): PublicUser | undefined {
  const imClient = useImClient();
  const user = useImStore((state) => (uid ? state.users[uid] : undefined));
  useEffect(() => {
    if (uid && !user) requestUserInfo(imClient, uid);
  }, [uid, user, imClient]);
  return user;
}

/** Forgets batches and unknown ids: a stopped chat, tests. */
export function resetUserInfo(imClient: ImClient): void {
  const parts = imClient.parts.userInfo;
  clearTimeout(parts.batchTimer);
  parts.batchTimer = undefined;
  parts.wanted.clear();
  parts.asking.clear();
  parts.unknown.clear();
}
