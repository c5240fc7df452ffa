import { CONVERSATION_TYPE } from '@ffe/shared/domain/im/conversation-id';
import type { Db } from '../../db/connect';
import { invalidParam } from '../../platform/errors';
import { type ProfileRow, toPublicUser } from './im.mapper';
import { type ImDelivery, type ImServiceDeps, type ImUser, singleConversationId } from './im-delivery.service';
import type { ConversationRow } from './im-rows';

const GUEST_AVATAR = '/images/avatar/default.svg';

/** Chat users' public profiles, and the guests of devices who chat before they log in (DESIGN §4). */
export function imGuests(deps: ImServiceDeps, delivery: ImDelivery) {
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

  return {
    /** Public profiles of the named users that exist. */
    async users(ids: readonly string[]) {
      return (await repo.publicUsers([...new Set(ids)])).map((row) => toPublicUser(row, deps.imageUrl));
    },

    /**
     * The guest of a device (DESIGN §4): created on first login, profile `{ _id: deviceId, nickname: deviceId }`.
     * A device id that names a member is refused, so nobody signs in as a member by guessing an id.
     */
    async guestProfile(deviceId: string): Promise<ProfileRow> {
      const existing = await deps.users.findById(deviceId);
      if (existing && existing.role !== 'guest') throw invalidParam('deviceId: not a guest device, create a new one');
      if (!existing) {
        const at = now();
        await deps.users.insertIgnoringDuplicate({
          id: deviceId,
          role: 'guest',
          gender: 'unknown',
          nickname: deviceId,
          avatar: GUEST_AVATAR,
          created_at: at,
          updated_at: at,
        });
      }
      return profileOf(deviceId);
    },

    toPublicUser: (row: ProfileRow) => toPublicUser(row, deps.imageUrl),

    /** When a guest logs in, the device's one-to-one conversations move to the member (DESIGN §4). */
    async adoptGuest(deviceId: string, member: ImUser): Promise<void> {
      const guest = await deps.users.findById(deviceId);
      if (guest?.role !== 'guest' || member.uid === deviceId) return;
      const memberProfile = await profileOf(member.uid);
      const at = now();
      await repo.transaction(async (trx) => {
        for (const row of await repo.guestConversationRows(deviceId, trx)) {
          if (row.type !== CONVERSATION_TYPE.single || !row.friend_uid || row.friend_uid === member.uid) continue;
          const other = row.friend_uid;
          const movedId = singleConversationId(member.uid, other);
          await repo.moveMessages(row.id, movedId, deviceId, memberProfile, at, trx);
          await moveRow(trx, row, member.uid, movedId, other, at);
          const otherRow = await repo.findConversation(other, row.id, trx);
          if (otherRow) await moveRow(trx, otherRow, other, movedId, member.uid, at);
        }
      });
      await deps.desk?.guestBecameMember(deviceId, member.uid);
    },
  };
}
