import { IM } from '@ffe/shared/constants';
import type {
  ChatUploadKind,
  HistoryBody,
  HistoryItem,
  MessageType,
  SendMsgRequest,
  UserinfoCardBody,
  VideoBody,
} from '@ffe/shared/contracts/im';
import { chatUploadKinds } from '@ffe/shared/contracts/im';
import { isGuest } from '@ffe/shared/domain/account-roles';
import { invalidParam, notFound } from '../../platform/errors';
import type { ChatFile, WantedChatFile } from '../uploads/uploads.module';
import { toPublicUser } from './im.mapper';
import type { ImRepository } from './im.repository';
import type { MessageRow } from './im-rows';

/** A send whose body the chat fills itself (the shop fills goods and order cards). */
export type ChatSend = Exclude<SendMsgRequest, { type: 'revoke_msg' | 'read_msg' | 'goods' | 'order' }>;

/** The uploads side: which files a message may name, and what they are. */
export interface ChatFiles {
  chatFiles(userId: string, wanted: readonly WantedChatFile[], shared?: ReadonlySet<string>): Promise<ChatFile[]>;
}

export interface MessageBodyDeps {
  repo: Pick<ImRepository, 'findMessagesByIds' | 'publicUsers'>;
  /** Whether the sender may read a conversation (and, in a group, is still a member). */
  takesPart(conversationId: string, groupId: string | null): Promise<boolean>;
  files: ChatFiles;
  imageUrl: (path: string) => string;
}

/** The fields of a body, at any depth, that name an uploaded file. */
const FILE_FIELDS = new Set(['url', 'poster']);

/** Every file reference a stored body carries, nested history bundles included. */
function fileReferencesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) fileReferencesIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (FILE_FIELDS.has(key) && typeof inner === 'string') found.add(inner);
      else fileReferencesIn(inner, found);
    }
  }
  return found;
}

/** Those of `rows` the sender may read, by the same rule as any message read (`takesPart`). */
async function readableBy(deps: MessageBodyDeps, rows: readonly MessageRow[]) {
  const conversations = new Map<string, boolean>();
  for (const row of rows) {
    if (!conversations.has(row.conversation_id)) {
      conversations.set(row.conversation_id, await deps.takesPart(row.conversation_id, row.group_id));
    }
  }
  return new Set(rows.filter((r) => conversations.get(r.conversation_id)).map((r) => r.id));
}

/** The files of the message a copy names: the sender may send them again. 404 when the sender cannot read it. */
async function sharedBy(deps: MessageBodyDeps, forwardMsgId: string | undefined) {
  if (forwardMsgId === undefined) return new Set<string>();
  const [source] = await deps.repo.findMessagesByIds([forwardMsgId]);
  if (!source || !(await readableBy(deps, [source])).has(source.id)) {
    throw notFound('forward_msg_id: message');
  }
  return fileReferencesIn(source.body);
}

/**
 * A history bundle of messages the sender can read (404 otherwise), oldest first; revoked ones are refused, and a
 * bundle too long to store whole.
 */
async function historyOf(deps: MessageBodyDeps, msgIds: readonly string[]): Promise<HistoryBody> {
  const ids = [...new Set(msgIds)];
  const rows = await deps.repo.findMessagesByIds(ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const readable = await readableBy(deps, rows);
  const wanted = ids.map((id) => {
    const row = byId.get(id);
    const field = `body.msg_ids.${msgIds.indexOf(id)}`;
    if (!row || !readable.has(id)) throw notFound(`${field}: message`);
    if (row.is_revoke) throw invalidParam(`${field}: a revoked message cannot be forwarded`);
    return row;
  });
  const msgList: HistoryItem[] = wanted
    .map((row, order) => ({ row, order }))
    // Oldest first, as they were said; equal times keep the order they were picked in.
    .sort((a, b) => Number(a.row.create_time) - Number(b.row.create_time) || a.order - b.order)
    .map(({ row }) => ({
      _id: row.id,
      from_uid: row.from_uid,
      nickname: row.nickname,
      type: row.type as MessageType,
      body: row.body,
      create_time: Number(row.create_time),
    }));
  const body = { msgList };
  if (JSON.stringify(body).length > IM.HISTORY_MAX_BODY_LENGTH) {
    throw invalidParam('body.msg_ids: these messages are too long to forward together');
  }
  return body;
}

/** A user's card from the users table; guests (their id signs them in) and the system user have none. */
async function userCardOf(deps: MessageBodyDeps, userId: string): Promise<UserinfoCardBody> {
  const [row] = await deps.repo.publicUsers([userId]);
  if (!row || isGuest(row) || row.id === IM.SYSTEM_UID) throw notFound('body.user_id: user');
  const user = toPublicUser(row, deps.imageUrl);
  return { user_id: user._id, nickname: user.nickname, avatar_file: user.avatar_file };
}

/**
 * The body to store for a message the chat fills: files must be the sender's own uploads of the right kind (or those
 * of the message a copy names), their sizes and names come from the uploads; bundles and cards are read from the
 * database. Text, location, code and rich-text are stored as sent.
 */
export async function chatBody(deps: MessageBodyDeps, userId: string, input: ChatSend): Promise<unknown> {
  const files = async (wanted: WantedChatFile[], forwardMsgId: string | undefined) =>
    deps.files.chatFiles(userId, wanted, await sharedBy(deps, forwardMsgId));
  const file = (reference: string, field: string, kinds: readonly ChatUploadKind[]) => ({ reference, field, kinds });

  switch (input.type) {
    case 'text':
    case 'location':
    case 'code':
    case 'rich-text':
      return input.body;
    case 'image':
      await files([file(input.body.url, 'body.url', ['image'])], input.forward_msg_id);
      return input.body;
    case 'sound':
      await files([file(input.body.url, 'body.url', ['sound'])], input.forward_msg_id);
      return input.body;
    case 'video': {
      const { poster, size: _claimed, ...video } = input.body;
      const wanted = [file(video.url, 'body.url', ['video'])];
      if (poster !== undefined) wanted.push(file(poster, 'body.poster', ['image']));
      const [stored] = await files(wanted, input.forward_msg_id);
      const body: VideoBody = { ...video, ...(poster === undefined ? {} : { poster }), size: stored?.size ?? 0 };
      return body;
    }
    case 'file': {
      // Any upload may be sent as a file to download.
      const [stored] = await files([file(input.body.url, 'body.url', chatUploadKinds)], input.forward_msg_id);
      return { url: input.body.url, name: input.body.name ?? stored?.name ?? 'file', size: stored?.size ?? 0 };
    }
    case 'history':
      return historyOf(deps, input.body.msg_ids);
    case 'userinfo-card':
      return userCardOf(deps, input.body.user_id);
  }
}
