import crypto from 'node:crypto';
import { IM, SHOP_UTC_OFFSET_MS, UPLOAD_MAX_BYTES } from '@ffe/shared/constants';
import type { ChatUploadKind } from '@ffe/shared/contracts/im';
import type { UploadDeleteResult, UploadResult } from '@ffe/shared/contracts/member-centre';
import { CLOUD_FILE_MESSAGES } from '@ffe/shared/domain/cloud-files';
import { badRequest, invalidParam, tooLarge, tooManyRequests } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import type { ImageUrl } from '../platform';
import { imageTypeOf } from './image-type';
import { SNIFF_BYTES, STORED_EXTENSIONS, type StoredType, storedTypeOf, storedTypeOfExtension } from './stored-type';
import type { UploadRepository } from './uploads.repository';

/** Every stored file is named by a random UUID and its type's extension; nothing else is ever served. */
const STORED_NAME = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${STORED_EXTENSIONS.join('|')})$`,
);
const FOLDER = 'uploads';
/** A console photo at one of its widths (modules/pictures), named by its content's hash. */
const PICTURE_NAME = /^p-[0-9a-f]{32}-(?:375|750|1080)\.(webp)$/;

/** What a chat upload's content must be, in the words of a refusal. */
const KIND_CONTENTS: Record<ChatUploadKind, string> = {
  image: 'a JPEG, PNG, GIF or WebP picture',
  sound: 'an MP3, AAC, M4A, Ogg, WebM or WAV recording',
  video: 'an MP4, MOV or WebM video',
  file: 'a file',
};

/** A file a chat message names, as its record says. */
export interface ChatFile {
  kind: ChatUploadKind;
  /** The name it came with. */
  name: string;
  size: number;
}

/** A file a chat message wants to name: the reference it carries, the field it is in and the kinds it may be. */
export interface WantedChatFile {
  reference: string;
  field: string;
  kinds: readonly ChatUploadKind[];
}

const MAX_ORIGINAL_NAME = 255;

/** The name a file came with, without any folders or control characters. */
function originalName(filename: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return Array.from(base).slice(-MAX_ORIGINAL_NAME).join('') || 'file';
}

export const uploadTooLarge = () =>
  tooLarge('UPLOAD_TOO_LARGE', `A picture may be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);

const chatUploadTooLarge = (kind: ChatUploadKind) =>
  tooLarge('UPLOAD_TOO_LARGE', `file: a ${kind} may be at most ${IM.UPLOAD_MAX_BYTES[kind] / 1024 / 1024} MB`);

/** What one user may upload in one of the shop's days. */
export interface UploadQuota {
  bytesPerDay: number;
  filesPerDay: number;
}

const DAY_MS = 24 * 3_600_000;

/** The shop's day (UTC+8) a moment falls in, and the seconds left until the next one begins. */
function shopDayOf(at: number): { day: string; secondsLeft: number } {
  const shopTime = at + SHOP_UTC_OFFSET_MS;
  return {
    day: new Date(shopTime).toISOString().slice(0, 10),
    secondsLeft: Math.ceil((DAY_MS - (shopTime % DAY_MS)) / 1000),
  };
}

/** Reads the first `count` bytes of a stream; answers them and the whole stream again, those bytes first. */
async function peek(chunks: AsyncIterable<Uint8Array>, count: number) {
  const iterator = chunks[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < count) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  async function* whole() {
    yield* head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: Buffer.concat(head), whole: whole() };
}

/** Reads a stream to its end, keeping nothing: a refused upload is still read whole, so its answer arrives. */
async function drain(chunks: AsyncIterable<Uint8Array>) {
  for await (const _ of chunks) {
    // nothing kept
  }
}

/** Members' pictures (feedback, comments, after-sale, avatar): checked by content, kept under random names. */
export function uploadService(
  repo: UploadRepository,
  storage: FileStorage,
  imageUrl: ImageUrl,
  quota: UploadQuota,
  now: () => number = Date.now,
) {
  const quotaSpent = (secondsLeft: number) =>
    tooManyRequests(
      'RATE_LIMITED',
      `upload: at most ${quota.filesPerDay} files and ${Math.floor(quota.bytesPerDay / 1024 / 1024)} MB a day`,
      secondsLeft,
    );

  /** Counts a file against its owner's day; refuses it when the day's bytes or files would go past the quota. */
  async function countAgainstQuota(userId: string, size: number): Promise<void> {
    const { day, secondsLeft } = shopDayOf(now());
    const caps = { bytes: quota.bytesPerDay, files: quota.filesPerDay };
    if (size > caps.bytes || !(await repo.countUpload(userId, day, size, caps))) throw quotaSpent(secondsLeft);
  }

  /**
   * The stored name a page's reference to an upload names: exactly the `url`, `path` or `cloudPath`
   * the upload answered (a leading slash allowed), never the same name on another host.
   */
  function storedNameOf(reference: string): string | undefined {
    const name = reference.split('/').pop() ?? '';
    if (!STORED_NAME.test(name)) return undefined;
    const relative = `${FOLDER}/${name}`;
    return [relative, `/${relative}`, imageUrl(`/${relative}`)].includes(reference) ? name : undefined;
  }

  /** The temp-file fields (PRODUCT.md#uploads) of a stored file. */
  function resultOf(storedName: string, name: string, size: number, type: StoredType): UploadResult {
    const relative = `${FOLDER}/${storedName}`;
    return {
      name,
      path: relative,
      size,
      type: type.mime,
      fileType: type.kind,
      cloudPath: relative,
      url: imageUrl(`/${relative}`),
      errMsg: 'uploadFile:ok',
    };
  }

  /** Records a file already written; without a record no file is kept, as its owner could never clean it up. */
  async function record(userId: string, storedName: string, name: string, mime: string, size: number) {
    try {
      await repo.insert({
        id: crypto.randomUUID(),
        user_id: userId,
        name,
        stored_name: storedName,
        mime,
        size,
        created_at: now(),
      });
    } catch (error) {
      await storage.remove(storedName).catch(() => undefined);
      throw error;
    }
  }

  /** The index of the first reference that is not a picture the member uploaded, or -1. */
  async function firstForeignPicture(memberId: string, references: readonly string[]): Promise<number> {
    const names = references
      .map(storedNameOf)
      .map((name) => (name && storedTypeOfExtension(name.split('.').pop() ?? '')?.kind === 'image' ? name : undefined));
    const known = names.filter((n): n is string => n !== undefined);
    const own = known.length ? await repo.ownStoredNames(memberId, known) : new Set<string>();
    return names.findIndex((name) => name === undefined || !own.has(name));
  }

  return {
    /**
     * Refuses an upload before its body is read when the user's day is already spent; the count after storing stays
     * the rule, this only spares reading a file that could not be kept.
     */
    async assertRoomToUpload(userId: string): Promise<void> {
      const { day, secondsLeft } = shopDayOf(now());
      const spent = await repo.uploadedOn(userId, day);
      if (spent && (spent.files >= quota.filesPerDay || Number(spent.bytes) >= quota.bytesPerDay)) {
        throw quotaSpent(secondsLeft);
      }
    },

    /** Stores a picture the member sent and answers the temp-file fields (PRODUCT.md#uploads). */
    async store(memberId: string, file: { filename: string; bytes: Buffer }): Promise<UploadResult> {
      if (file.bytes.length > UPLOAD_MAX_BYTES) throw uploadTooLarge();
      const type = imageTypeOf(file.bytes);
      if (!type) throw badRequest('UPLOAD_NOT_IMAGE', 'Only JPEG, PNG, GIF or WebP pictures can be uploaded');
      const storedName = `${crypto.randomUUID()}.${type.extension}`;
      const name = originalName(file.filename);
      await countAgainstQuota(memberId, file.bytes.length);
      await storage.save(storedName, file.bytes);
      await record(memberId, storedName, name, type.mime, file.bytes.length);
      return resultOf(storedName, name, file.bytes.length, { kind: 'image', ...type });
    },

    /**
     * Stores a chat file of `kind` as it streams in (guests too): a picture, recording or video by its content, any
     * other file as it is; at most IM.UPLOAD_MAX_BYTES of its kind.
     */
    async storeChatFile(
      userId: string,
      kind: ChatUploadKind,
      file: { filename: string; chunks: AsyncIterable<Uint8Array> },
    ): Promise<UploadResult> {
      const { head, whole } = await peek(file.chunks, SNIFF_BYTES);
      const type = storedTypeOf(kind, head);
      if (!type || head.length === 0) {
        await drain(whole);
        if (head.length === 0) throw invalidParam('file: the file is empty');
        if (kind === 'image') throw badRequest('UPLOAD_NOT_IMAGE', `file: not ${KIND_CONTENTS.image}`);
        throw invalidParam(`file: not ${KIND_CONTENTS[kind]}`);
      }
      const storedName = `${crypto.randomUUID()}.${type.extension}`;
      const size = await storage.saveStream(storedName, whole, IM.UPLOAD_MAX_BYTES[kind]);
      if (size === undefined) throw chatUploadTooLarge(kind);
      // Its size is known only now: over the quota, the file just written goes.
      await countAgainstQuota(userId, size).catch(async (error) => {
        await storage.remove(storedName);
        throw error;
      });
      const name = originalName(file.filename);
      await record(userId, storedName, name, type.mime, size);
      return resultOf(storedName, name, size, type);
    },

    /**
     * Deletes the member's uploads a fileList names that nothing uses any more, record first, then the file (the
     * account module's batchDeleteFile, PRODUCT.md#shop-calls). Any id that is not one of the member's uploads is
     * refused with fileID不合法, naming it, before anything is deleted: another member's file is never reachable.
     */
    async deleteFiles(memberId: string, fileList: readonly string[]): Promise<UploadDeleteResult> {
      const names = fileList.map(storedNameOf);
      const known = [...new Set(names.filter((n): n is string => n !== undefined))];
      const own = known.length ? await repo.ownStoredNames(memberId, known) : new Set<string>();
      const foreign = names.findIndex((name) => name === undefined || !own.has(name));
      if (foreign !== -1) throw invalidParam(`fileList.${foreign}: ${CLOUD_FILE_MESSAGES.fileIdInvalid}`);
      const deleted = new Set<string>();
      for (const name of known) {
        if (!(await repo.deleteOwnUnreferenced(memberId, name))) continue;
        deleted.add(name);
        // The record is gone, so the file is no one's: a store failing now leaves bytes nobody can reach.
        await storage.remove(name).catch(() => undefined);
      }
      return {
        fileList: fileList.map((fileID, i) => ({
          fileID,
          code: deleted.has(names[i] as string) ? ('SUCCESS' as const) : ('IN_USE' as const),
        })),
      };
    },

    /** Takes back a file just stored, when the request it came in turned out wrong. */
    async discard(reference: string): Promise<void> {
      const storedName = reference.split('/').pop() ?? '';
      if (!STORED_NAME.test(storedName)) return;
      await repo.deleteByStoredName(storedName);
      await storage.remove(storedName);
    },

    /**
     * A stored file to serve, or undefined for any name the shop did not give out. Other files than pictures,
     * recordings and videos carry the name they came with, to be downloaded under it.
     */
    async open(storedName: string) {
      const match = STORED_NAME.exec(storedName) ?? PICTURE_NAME.exec(storedName);
      const type = match?.[1] ? storedTypeOfExtension(match[1]) : undefined;
      if (!type) return undefined;
      const file = await storage.open(storedName);
      if (!file) return undefined;
      const downloadName = type.kind === 'file' ? ((await repo.findByStoredName(storedName))?.name ?? 'file') : null;
      return { ...file, type, downloadName };
    },

    /** The URL of a member's picture, whichever of its references (url, path) they sent; anything else as it is. */
    pictureUrl(reference: string): string {
      const name = storedNameOf(reference);
      return name ? imageUrl(`/${FOLDER}/${name}`) : reference;
    },

    /**
     * Refuses any picture that is not the member's own upload, naming it as `${field}.${index}`: staff and other
     * customers see these pictures, so no outside link gets in.
     */
    async assertOwnPictures(memberId: string, references: readonly string[], field: string): Promise<void> {
      const foreign = await firstForeignPicture(memberId, references);
      if (foreign !== -1) throw invalidParam(`${field}.${foreign}: not a picture you uploaded`);
    },

    /**
     * The path to keep for a picture the member uploaded (their avatar), whichever of its references they send; any
     * other reference is refused, naming `field`.
     */
    async ownPicturePath(memberId: string, reference: string, field: string): Promise<string> {
      if ((await firstForeignPicture(memberId, [reference])) !== -1) {
        throw invalidParam(`${field}: not a picture you uploaded`);
      }
      return `/${FOLDER}/${storedNameOf(reference)}`;
    },

    /**
     * The uploads a chat message names: each must be one of its kinds and the sender's own, unless `shared` holds its
     * reference (the files of a message the sender can read and copies). Answers their records in order; the first
     * that fails is refused, naming its field.
     */
    async chatFiles(
      userId: string,
      wanted: readonly WantedChatFile[],
      shared: ReadonlySet<string> = new Set(),
    ): Promise<ChatFile[]> {
      const names = wanted.map((w) => storedNameOf(w.reference));
      const known = names.filter((n): n is string => n !== undefined);
      const rows = new Map((await repo.findByStoredNames(known)).map((r) => [r.stored_name, r]));
      return wanted.map((w, i) => {
        const name = names[i];
        const row = name ? rows.get(name) : undefined;
        if (!name || !row || (row.user_id !== userId && !shared.has(w.reference))) {
          throw invalidParam(`${w.field}: not a file you uploaded`);
        }
        const kind = storedTypeOfExtension(name.split('.').pop() ?? '')?.kind;
        if (!kind || !w.kinds.includes(kind)) {
          throw invalidParam(`${w.field}: not ${w.kinds.map((k) => KIND_CONTENTS[k]).join(' or ')}`);
        }
        return { kind, name: row.name, size: row.size };
      });
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
