import crypto from 'node:crypto';

/** Four characters told from a guest's id, so people can tell guests apart without seeing the device id. */
export const guestCode = (uid: string) => crypto.hash('sha256', uid).slice(0, 4).toUpperCase();

/**
 * The name a user goes by in the chat: a guest's stored nickname is its device id (DESIGN §4), which signs in as that
 * guest, so a guest goes by 访客 and its code (decision 046).
 */
export const shownName = (user: { id: string; role: string; nickname: string }) =>
  user.role === 'guest' ? `访客 ${guestCode(user.id)}` : user.nickname;
