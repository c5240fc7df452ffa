import crypto from 'node:crypto';
import { isGuest } from '@ffe/shared/domain/account-roles';

/**
 * A guest's user id, told from its device id by a one-way hash (decision 047): the user id travels as `from_uid` to
 * the shop's staff, while the device id alone signs in as the guest, so the one must not reveal the other.
 */
export const guestUserId = (deviceId: string) => `guest_${crypto.hash('sha256', `guest:${deviceId}`).slice(0, 32)}`;

/** Four characters told from a guest's id, so people can tell guests apart without seeing the device id. */
export const guestCode = (uid: string) => crypto.hash('sha256', uid).slice(0, 4).toUpperCase();

/**
 * The name a user goes by in the chat: a guest made before decision 047 has its device id as its stored nickname, so a
 * guest goes by 访客 and its code (decision 046).
 */
export const shownName = (user: { id: string; role: string; nickname: string }) =>
  isGuest(user) ? `访客 ${guestCode(user.id)}` : user.nickname;
