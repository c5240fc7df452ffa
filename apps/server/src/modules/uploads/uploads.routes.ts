import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@ffe/shared/constants';
import { envelope } from '@ffe/shared/contracts/envelope';
import { uploadResult } from '@ffe/shared/contracts/member-centre';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { invalidParam, notFound } from '../../platform/errors';
import { type UploadService, uploadTooLarge } from './uploads.service';

const tags = ['uploads'];

/** The form field holding the file unless a `name` field names another (spec §7: "name (default 'file')"). */
const DEFAULT_FILE_FIELD = 'file';

/** Stored names never change, so a browser may keep them as long as it likes. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** Multipart's own limit errors, as the shop's error codes. */
function asUploadError(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadTooLarge();
    case 'FST_FILES_LIMIT':
      return invalidParam('file: send one file per upload');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalidParam('too many form fields');
    default:
      return error;
  }
}

/** Reads the one file of a multipart upload, from the field the form names (default `file`). */
async function receivedFile(req: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  if (!req.isMultipart()) throw invalidParam('file: send the picture as multipart/form-data');
  let field = DEFAULT_FILE_FIELD;
  let received: { field: string; filename: string; bytes: Buffer } | undefined;
  try {
    // The `name` field may come before or after the file, so the check waits for the end.
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        received = { field: part.fieldname, filename: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'name' && typeof part.value === 'string' && part.value.trim() !== '') {
        field = part.value.trim();
      }
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (!received || received.field !== field) throw invalidParam(`${field}: no file in this form field`);
  return received;
}

/** POST /api/member/upload (multipart) and GET /uploads/<stored name>. */
export function uploadRoutes(uploads: UploadService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered here only, so no other route accepts multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });

    app.post(
      '/api/member/upload',
      {
        // Before the body is read: a visitor's file is never parsed, only refused with 请先登录.
        onRequest: auth.requireMember,
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(uploadResult) } },
      },
      async (req) => {
        const file = await receivedFile(req);
        return ok(await uploads.store(memberOf(req).uid, file));
      },
    );

    app.get(
      '/uploads/:name',
      { schema: { tags, hide: true, params: z.object({ name: z.string() }) } },
      async (req, reply) => {
        const file = await uploads.open(req.params.name);
        if (!file) throw notFound('upload');
        return reply
          .header('cache-control', CACHE_FOREVER)
          .header('content-length', file.size)
          .type(file.mime)
          .send(file.stream);
      },
    );
  };
}
