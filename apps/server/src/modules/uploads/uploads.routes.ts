import multipart from '@fastify/multipart';
import { IM, UPLOAD_MAX_BYTES } from '@ffe/shared/constants';
import { envelope } from '@ffe/shared/contracts/envelope';
import { type ChatUploadKind, imUpload } from '@ffe/shared/contracts/im';
import { type UploadResult, uploadDelete, uploadResult } from '@ffe/shared/contracts/member-centre';
import { CLOUD_FILE_MESSAGES, cloudPathProblem } from '@ffe/shared/domain/cloud-files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { failure, ok } from '../../platform/envelope';
import { AppError, invalidParam, notFound } from '../../platform/errors';
import { type UploadService, uploadTooLarge } from './uploads.service';

const tags = ['uploads'];

/** The form field holding the file unless a `name` field names another (PRODUCT.md#uploads: "`name` (the form field, default `'file'`)"). */
const DEFAULT_FILE_FIELD = 'file';

/** Stored names never change, so a browser may keep them as long as it likes. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * The multipart parser's (busboy's) complaints about a malformed form carry no code, only these words; a form cut off
 * before its end also surfaces as the parts stream closing early.
 */
const NO_BOUNDARY = /^Multipart: Boundary not found/;
const CUT_OFF = /^(Unexpected end of multipart data|\w+ terminated early)/;

/** Multipart's own limit errors and a malformed form, as the shop's error codes. */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  if (NO_BOUNDARY.test(error.message)) return invalidParam('content-type: a multipart form needs its boundary');
  if (CUT_OFF.test(error.message) || (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return invalidParam('body: the form ends before its last part');
  }
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

/**
 * The form's `cloudPath`, the name the sender gives the file, checked as PRODUCT.md#uploads says (non-empty, without
 * '://' or a backslash), with its own messages.
 */
function checkedCloudPath(value: unknown): string {
  const problem = cloudPathProblem(value);
  if (problem === 'cloudPathEmpty' || problem === 'cloudPathInvalid') throw invalidParam(CLOUD_FILE_MESSAGES[problem]);
  return String(value).trim();
}

/**
 * Reads the one file of a multipart upload, from the field the form names (default `file`), and the `cloudPath` it
 * may be given (then its name).
 */
export async function receivedFile(req: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  if (!req.isMultipart()) throw invalidParam('file: send the picture as multipart/form-data');
  let field = DEFAULT_FILE_FIELD;
  let cloudPath: string | undefined;
  let received: { field: string; filename: string; bytes: Buffer } | undefined;
  try {
    // The `name` field may come before or after the file, so the check waits for the end.
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        received = { field: part.fieldname, filename: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'cloudPath') {
        cloudPath = checkedCloudPath(part.value);
      } else if (part.fieldname === 'name' && typeof part.value === 'string' && part.value.trim() !== '') {
        field = part.value.trim();
      }
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (!received || received.field !== field) throw invalidParam(`${field}: no file in this form field`);
  return cloudPath === undefined ? received : { ...received, filename: cloudPath };
}

/** The biggest chat upload of any kind: the multipart limit, above which a file is cut off before its kind's check. */
const CHAT_UPLOAD_MAX_BYTES = Math.max(...Object.values(IM.UPLOAD_MAX_BYTES));

/** The form field a chat upload's file travels in. */
const CHAT_FILE_FIELD = 'file';

/**
 * Streams the one file of a chat upload to storage: `kind` must come first, so the file is checked and limited as it
 * arrives and never held in memory whole.
 */
async function storeChatUpload(req: FastifyRequest, uploads: UploadService): Promise<UploadResult> {
  if (!req.isMultipart()) throw invalidParam('file: send the file as multipart/form-data');
  let kind: ChatUploadKind | undefined;
  let cloudPath: string | undefined;
  let stored: UploadResult | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: CHAT_UPLOAD_MAX_BYTES + 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'cloudPath') cloudPath = checkedCloudPath(part.value);
        if (part.fieldname !== 'kind') continue;
        const parsed = imUpload.fields.shape.kind.safeParse(part.value);
        if (!parsed.success) throw invalidParam('kind: one of image, sound, video or file');
        kind = parsed.data;
      } else if (part.fieldname !== CHAT_FILE_FIELD) {
        throw invalidParam(`${CHAT_FILE_FIELD}: send the file in the form field '${CHAT_FILE_FIELD}'`);
      } else if (!kind) {
        throw invalidParam('kind: send the kind (image, sound, video or file) before the file');
      } else {
        stored = await uploads.storeChatFile(memberOf(req).uid, kind, {
          filename: cloudPath ?? part.filename,
          chunks: part.file,
        });
      }
    }
  } catch (error) {
    // A file stored before the form turned out wrong (a second file, too many fields) is not kept.
    if (stored) await uploads.discard(stored.path);
    throw asUploadError(error);
  }
  if (!stored) throw invalidParam(`${CHAT_FILE_FIELD}: no file in this form`);
  return stored;
}

/** A request's single byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`) of a file of `size` bytes. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | 'whole' | 'unsatisfiable' {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // No range, or several ranges, or another unit: the whole file, as RFC 9110 allows.
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? 'unsatisfiable' : { start, end };
}

/** `attachment` with the name a file came with: an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a stored file, or the byte range asked for: players seek in recordings and videos by ranges. */
async function sendStored(
  req: FastifyRequest,
  reply: FastifyReply,
  file: NonNullable<Awaited<ReturnType<UploadService['open']>>>,
) {
  const range = rangeOf(req.headers.range, file.size);
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${file.size}`)
      .send(failure(416, 'INVALID_PARAM', `range: not within the file's ${file.size} bytes`));
  }
  // Opened before any header is set, so a store that fails answers an error that is not cached forever.
  const body = await file.read(range === 'whole' ? undefined : range);
  reply.header('cache-control', CACHE_FOREVER).header('accept-ranges', 'bytes').type(file.type.mime);
  if (file.downloadName !== null) reply.header('content-disposition', attachment(file.downloadName));
  if (range === 'whole') return reply.header('content-length', file.size).send(body);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}

/** POST /api/member/upload and POST /api/im/upload (multipart), and GET /uploads/<stored name>. */
export function uploadRoutes(uploads: UploadService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered here only, so no other route accepts multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    const roomToUpload = (req: FastifyRequest) => uploads.assertRoomToUpload(memberOf(req).uid);

    app.post(
      '/api/member/upload',
      {
        // Before the body is read: a visitor's file is never parsed, only refused with 请先登录 (or a spent quota).
        onRequest: [auth.requireMember, roomToUpload],
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(uploadResult) } },
      },
      async (req) => {
        const file = await receivedFile(req);
        return ok(await uploads.store(memberOf(req).uid, file));
      },
    );

    app.post(
      '/api/member/upload/delete',
      {
        onRequest: auth.requireMember,
        schema: { tags, body: uploadDelete.request, response: { 200: envelope(uploadDelete.response) } },
      },
      async (req) => ok(await uploads.deleteFiles(memberOf(req).uid, req.body.fileList)),
    );

    app.post(
      '/api/im/upload',
      {
        // Guests chat too (decision 005), so they may send pictures, recordings, videos and files; a visitor may not.
        onRequest: [auth.requireChatUser, roomToUpload],
        schema: { tags: ['im'], consumes: ['multipart/form-data'], response: { 200: envelope(imUpload.response) } },
      },
      async (req) => ok(await storeChatUpload(req, uploads)),
    );

    app.get(
      '/uploads/:name',
      { schema: { tags, hide: true, params: z.object({ name: z.string() }) } },
      async (req, reply) => {
        const file = await uploads.open(req.params.name);
        if (!file) throw notFound('upload');
        return sendStored(req, reply, file);
      },
    );
  };
}
