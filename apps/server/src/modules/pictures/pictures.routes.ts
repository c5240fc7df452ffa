import multipart from '@fastify/multipart';
import { CONSOLE_PICTURE_MAX_BYTES } from '@ffe/shared/constants';
import { uploadPicture } from '@ffe/shared/contracts/admin-pictures';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { receivedFile } from '../uploads/uploads.module';
import { type PictureService, pictureTooLarge } from './pictures.service';

/** POST /api/admin/pictures/upload: goods and category photos (catalogue) and banners (marketing). */
export function pictureRoutes(pictures: PictureService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // Its own multipart limits: a phone photo is bigger than a member's upload.
    await app.register(multipart, {
      limits: { fileSize: CONSOLE_PICTURE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    app.post(
      '/api/admin/pictures/upload',
      {
        // Checked before the body is read: a file from someone without the permission is never decoded.
        onRequest: auth.requirePermission('catalogue.manage', 'marketing.manage'),
        schema: {
          tags: ['console catalogue'],
          consumes: ['multipart/form-data'],
          response: { 200: envelope(uploadPicture.response) },
        },
      },
      async (req) => {
        const file = await receivedFile(req).catch((error) => {
          // The member uploads' message names their smaller limit.
          throw (error as { errCode?: string }).errCode === 'UPLOAD_TOO_LARGE' ? pictureTooLarge() : error;
        });
        return ok(await pictures.store(actorOf(req), file));
      },
    );
  };
}
