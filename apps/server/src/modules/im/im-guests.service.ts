import { isGuest } from '@ffe/shared/domain/account-roles';
import { CONVERSATION_TYPE } from '@ffe/shared/domain/im/conversation-id';
import type { Db } from '../../db/connect';
import { invalidParam } from '../../platform/errors';
import { guestUserId, shownName } from './guest-identity';
import { type ProfileRow, toPublicUser } from './im.mapper';
import { type ImDeliveryService, type ImServiceDeps, type ImUser, singleConversationId } from './im-delivery.service';
import type { ConversationRow } from './im-rows';

const GUEST_AVATAR = '/images/avatar/default.svg';

/** Chat users' public profiles, and the guests of devices who chat before they log in (decision 005). */
export function imGuestsService(deps: ImServiceDeps, delivery: ImDeliveryService) {
  const { repo } = deps;
  const { now, profileOf } = delivery;

  /** Moves one conversation row to another owner or id, adding into the row already there. */
  async function moveRow(trx: Db, row: ConversationRow, userId: string, id: string, friendUid: string, at: number) {
    const existing = await repo.findConversation(userId, id, trx);
    await repo.deleteConversation(row.user_id, row.id, trx);
    if (!existing) {
      await repo.insertConversation({ ...row, user_id: userId, id, friend_uid: friendUid, update_time: at }, trx);
      return;
    }
    const newer = Number(row.last_msg_create_time) > Number(existing.last_msg_create_time) ? row : existing;
    await repo.updateConversation(
      userId,
      id,
      {
        unread_count: existing.unread_count + row.unread_count,
        last_msg_id: newer.last_msg_id,
        last_msg_note: newer.last_msg_note,
        last_msg_create_time: newer.last_msg_create_time,
        update_time: at,
      },
      trx,
    );
  }

  /** Moves a guest's one-to-one conversations, their messages and the desk's rows to another user. */
  async function moveGuest(guestId: string, to: ProfileRow) {
    const guest = await deps.users.findById(guestId);
    if (!guest || !isGuest(guest) || to.id === guestId) return;
    const at = now();
    await repo.transaction(async (trx) => {
      for (const row of await repo.guestConversationRows(guestId, trx)) {
        if (row.type !== CONVERSATION_TYPE.single || !row.friend_uid || row.friend_uid === to.id) continue;
        const other = row.friend_uid;
        const movedId = singleConversationId(to.id, other);
        await repo.moveMessages(row.id, movedId, guestId, { ...to, nickname: shownName(to) }, at, trx);
        await moveRow(trx, row, to.id, movedId, other, at);
        const otherRow = await repo.findConversation(other, row.id, trx);
        if (otherRow) await moveRow(trx, otherRow, other, movedId, to.id, at);
      }
    });
    await deps.desk?.guestMoved(guestId, to.id);
  }

  return {
    /** Public profiles of the named users that exist. */
    async users(ids: readonly string[]) {
      return (await repo.publicUsers([...new Set(ids)])).map((row) => toPublicUser(row, deps.imageUrl));
    },

    /**
     * The guest of a device (decision 005, decision 047): created on first login, its user id a one-way hash of the device
     * id. A guest made before decision 047 went by the device id itself; its chat moves to the hashed id.
     */
    async guestProfile(deviceId: string): Promise<ProfileRow> {
      const id = guestUserId(deviceId);
      const existing = await deps.users.findById(id);
      if (existing && !isGuest(existing)) throw invalidParam('deviceId: not a guest device, create a new one');
      if (!existing) {
        const at = now();
        await deps.users.insertIgnoringDuplicate({
          id,
          role: 'guest',
          gender: 'unknown',
          nickname: shownName({ id, role: 'guest', nickname: '' }),
          avatar: GUEST_AVATAR,
          created_at: at,
          updated_at: at,
        });
      }
      const guest = await profileOf(id);
      await moveGuest(deviceId, guest);
      return guest;
    },

    toPublicUser: (row: ProfileRow) => toPublicUser(row, deps.imageUrl),

    /** When a guest logs in, the device's one-to-one conversations move to the member (decision 005). */
    async adoptGuest(deviceId: string, member: ImUser): Promise<void> {
      const memberProfile = await profileOf(member.uid);
      for (const guestId of [guestUserId(deviceId), deviceId]) await moveGuest(guestId, memberProfile);
    },
  };
}
