import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';
import { uploadRepository } from './uploads.repository';
import { uploadRoutes } from './uploads.routes';
import { uploadService } from './uploads.service';

/** Pictures members and staff upload, within a daily quota, kept by the platform's file storage. */
export function uploadsModule({ config, database, storage, imageUrl }: Platform, { guard }: Sessions) {
  const uploads = uploadService(uploadRepository(database.db), storage, imageUrl, {
    bytesPerDay: config.quotas.UPLOAD_BYTES_PER_DAY,
    filesPerDay: config.quotas.UPLOAD_FILES_PER_DAY,
  });
  return {
    offers: { uploads },
    async register(app: Platform['app']) {
      await app.register(uploadRoutes(uploads, guard));
    },
  };
}

export type UploadsOffers = ReturnType<typeof uploadsModule>['offers'];

// What other modules' files use of this one's (decision 054): they import it from here, not from its files.
export { imageTypeOf } from './image-type';
export { receivedFile } from './uploads.routes';
export type { ChatFile, UploadService, WantedChatFile } from './uploads.service';
