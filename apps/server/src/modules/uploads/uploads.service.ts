import crypto from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@ffe/shared/constants';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { AppError, invalidParam } from '../../platform/errors';
import type { ImageUrl } from '../catalogue/catalogue.mapper';
import { imageTypeOf, imageTypeOfExtension } from './image-type';
import type { UploadRepository } from './uploads.repository';
import type { UploadStorage } from './uploads.storage';

/** Every stored file is named by a random UUID and its detected type; nothing else is ever served. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/;
const FOLDER = 'uploads';

const MAX_ORIGINAL_NAME = 255;

/** The name a file came with, without any folders or control characters. */
function originalName(filename: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return Array.from(base).slice(-MAX_ORIGINAL_NAME).join('') || 'file';
}

export const uploadTooLarge = () =>
  new AppError(413, 'UPLOAD_TOO_LARGE', `A picture may be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);

/** Members' pictures (feedback, comments, after-sale, avatar): checked by content, kept under random names. */
export function uploadService(
  repo: UploadRepository,
  storage: UploadStorage,
  imageUrl: ImageUrl,
  now: () => number = Date.now,
) {
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

  return {
    /** Stores a picture the member sent and answers the spec's temp-file fields (§3). */
    async store(memberId: string, file: { filename: string; bytes: Buffer }): Promise<UploadResult> {
      if (file.bytes.length > UPLOAD_MAX_BYTES) throw uploadTooLarge();
      const type = imageTypeOf(file.bytes);
      if (!type) throw new AppError(400, 'UPLOAD_NOT_IMAGE', 'Only JPEG, PNG, GIF or WebP pictures can be uploaded');
      const storedName = `${crypto.randomUUID()}.${type.extension}`;
      const name = originalName(file.filename);
      await storage.save(storedName, file.bytes);
      try {
        await repo.insert({
          id: crypto.randomUUID(),
          user_id: memberId,
          name,
          stored_name: storedName,
          mime: type.mime,
          size: file.bytes.length,
          created_at: now(),
        });
      } catch (error) {
        // No record, no file: an orphan could never be cleaned up by its owner.
        await storage.remove(storedName).catch(() => undefined);
        throw error;
      }
      const relative = `${FOLDER}/${storedName}`;
      return {
        name,
        path: relative,
        size: file.bytes.length,
        type: type.mime,
        fileType: 'image',
        cloudPath: relative,
        url: imageUrl(`/${relative}`),
        errMsg: 'uploadFile:ok',
      };
    },

    /** A stored picture to serve, or undefined for any name the shop did not give out. */
    async open(storedName: string) {
      const match = STORED_NAME.exec(storedName);
      const type = match?.[1] ? imageTypeOfExtension(match[1]) : undefined;
      if (!type) return undefined;
      const file = await storage.open(storedName);
      return file && { ...file, mime: type.mime };
    },

    /**
     * Refuses any picture that is not the member's own upload, naming it as `${field}.${index}`: staff and other
     * customers see these pictures, so no outside link gets in.
     */
    async assertOwnPictures(memberId: string, references: readonly string[], field: string): Promise<void> {
      const names = references.map(storedNameOf);
      const known = names.filter((n): n is string => n !== undefined);
      const own = known.length ? await repo.ownStoredNames(memberId, known) : new Set<string>();
      const foreign = names.findIndex((name) => name === undefined || !own.has(name));
      if (foreign !== -1) throw invalidParam(`${field}.${foreign}: not a picture you uploaded`);
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
