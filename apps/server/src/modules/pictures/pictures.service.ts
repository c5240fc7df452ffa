import crypto from 'node:crypto';
import { CONSOLE_PICTURE_MAX_BYTES } from '@ffe/shared/constants';
import type { UploadedPicture } from '@ffe/shared/contracts/admin-pictures';
import { PICTURE_WIDTHS, type PictureWidth, STORED_PICTURE_WIDTH } from '@ffe/shared/domain/picture-widths';
import sharp from 'sharp';
import type { Db } from '../../db/connect';
import type { AuditActor } from '../../platform/authenticate';
import { invalidParam, tooLarge } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import type { AuditRepository, ImageUrl } from '../platform';
import { imageTypeOf } from '../uploads/uploads.module';

/** Served by GET /uploads/<name>, beside members' uploads. */
const FOLDER = 'uploads';

/** A photo wider or taller than this many pixels is refused before decoding (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

/** Quality 80 keeps petals crisp at about a tenth of a phone JPEG's size. */
const WEBP_QUALITY = 80;

/** A console picture's stored name at one width; the name is the original's hash, so one photo is stored once. */
export const pictureName = (hash: string, width: PictureWidth) => `p-${hash}-${width}.webp`;

export const pictureTooLarge = () =>
  tooLarge('UPLOAD_TOO_LARGE', `file: a picture may be at most ${CONSOLE_PICTURE_MAX_BYTES / 1024 / 1024} MB`);

/** Whether a storage error says the file is already there (two uploads of one photo at once). */
const alreadyStored = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

export interface PictureDeps {
  storage: FileStorage;
  imageUrl: ImageUrl;
  db: Db;
  audit: AuditRepository;
}

/** Console photos (goods, options, categories, banners): checked by content, stored as WebP at three widths. */
export function pictureService({ storage, imageUrl, db, audit }: PictureDeps) {
  async function storeWidth(source: sharp.Sharp, hash: string, width: PictureWidth) {
    const name = pictureName(hash, width);
    if (await storage.open(name)) return;
    const webp = await source
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    await storage.save(name, webp).catch((error) => {
      if (!alreadyStored(error)) throw error;
    });
  }

  return {
    /**
     * Stores a photo at every width and answers the 750 one's URL; the same photo again answers the same URL. Each
     * stored upload is audited; a refused one is not.
     */
    async store(actor: AuditActor, file: { bytes: Buffer }): Promise<UploadedPicture> {
      if (file.bytes.length > CONSOLE_PICTURE_MAX_BYTES) throw pictureTooLarge();
      if (!imageTypeOf(file.bytes)) throw invalidParam('file: not a JPEG, PNG, GIF or WebP picture');
      // Turned upright by its EXIF orientation, so a phone photo never shows on its side.
      const source = sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      const meta = await source.metadata().catch(() => undefined);
      if (!meta?.width || !meta.height) throw invalidParam('file: the picture cannot be read');
      const hash = crypto.createHash('sha256').update(file.bytes).digest('hex').slice(0, 32);
      try {
        for (const width of PICTURE_WIDTHS) await storeWidth(source, hash, width);
      } catch (error) {
        if (error instanceof Error && /Input|unsupported|corrupt|VipsJpeg|pngload|gifload/i.test(error.message)) {
          throw invalidParam('file: the picture cannot be read');
        }
        throw error;
      }
      const upright = (meta.orientation ?? 1) >= 5;
      const path = `/${FOLDER}/${pictureName(hash, STORED_PICTURE_WIDTH)}`;
      const picture: UploadedPicture = {
        url: imageUrl(path),
        path,
        widths: [...PICTURE_WIDTHS],
        width: upright ? meta.height : meta.width,
        height: upright ? meta.width : meta.height,
      };
      // The files are not in the database, so there is no transaction to share: the entry follows the stored files.
      await audit.record(db, {
        actor,
        area: 'catalogue',
        action: 'picture.upload',
        // The path is what goods, categories and banners keep, so the log finds the upload by a record's picture.
        record: { type: 'picture', id: path },
        after: { url: picture.url, width: picture.width, height: picture.height },
      });
      return picture;
    },
  };
}

export type PictureService = ReturnType<typeof pictureService>;
