import { ApiError, isTokenError } from '@ffe/api-client/envelope';
import { uploadSlots } from '@ffe/api-client/upload-slots';
import { CODE_OK, IM, REQUEST_TIMEOUT_MS } from '@ffe/shared/constants';
import type { ChatUploadKind } from '@ffe/shared/contracts/im';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { cloudPathProblem } from '@ffe/shared/domain/cloud-files';
import type { ImClient } from '../client';
import { imToken } from './im-call';
export interface ChatUploadOptions {
  /** Share sent so far, 0..1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  /** The name the file is stored under (a recording has none of its own). */
  name?: string;
}

interface Envelope {
  code?: number;
  message?: string;
  errCode?: string;
  data?: UploadResult;
}

/**
 * Uploads a file for a chat message (POST /api/im/upload, multipart `kind` then `file`) with the chat token, so
 * guests may too, and resolves with the stored file. XMLHttpRequest rather than fetch, because only it reports upload
 * progress; a big video takes minutes, so the upload gives up only when no byte moved for the upload time-out
 * (REQUEST_TIMEOUT_MS, 60 s, PRODUCT.md#shop-constants). A file over the kind's limit, or a name the cloudPath check
 * refuses, is refused before sending; uploads wait for one of the browser's 5 slots. Failures toast 上传失败 and reject.
 */
export async function uploadChatFile(
  imClient: ImClient,
  file: Blob,
  kind: ChatUploadKind,
  { onProgress, signal, name }: ChatUploadOptions = {},
): Promise<UploadResult> {
  const failedText = imClient.host.t('request.uploadFailed');
  const limit = IM.UPLOAD_MAX_BYTES[kind];
  if (file.size > limit) {
    const text = imClient.host.t('chat.upload.tooLarge', { max: Math.round(limit / 1024 / 1024) });
    imClient.host.toast(text);
    throw new ApiError(text, 400, 'UPLOAD_FAILED');
  }
  // The cloudPath is the name the file is kept under (PRODUCT.md#uploads).
  const cloudPath = name ?? (file instanceof File ? file.name : undefined);
  const problem = cloudPath === undefined ? undefined : cloudPathProblem(cloudPath);
  if (problem) {
    const text = imClient.host.t(`request.${problem}`);
    imClient.host.toast(text);
    throw new ApiError(text, 400, 'INVALID_PARAM');
  }
  const token = await imToken(imClient);
  if (!token) {
    imClient.host.toast(failedText);
    throw new ApiError(failedText, 401, 'TOKEN_INVALID');
  }
  // One of the browser's 5 upload slots, shared with the shop's pictures (PRODUCT.md#uploads: "Uploads run 5 at a time").
  return uploadSlots.run(
    () => send(imClient, file, kind, { token, failedText, cloudPath, onProgress, signal }),
    signal,
  );
}

/** Sends the file once it holds a slot; gives up when no byte moved for the upload time-out (PRODUCT.md#shop-constants). */
function send(
  imClient: ImClient,
  file: Blob,
  kind: ChatUploadKind,
  {
    token,
    failedText,
    cloudPath,
    onProgress,
    signal,
  }: { token: string; failedText: string; cloudPath: string | undefined } & ChatUploadOptions,
): Promise<UploadResult> {
  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stalled: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const settle = () => clearTimeout(stalled);
    const watch = () => {
      clearTimeout(stalled);
      stalled = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, REQUEST_TIMEOUT_MS);
    };
    const fail = (message: string, code = 0, errCode: string | undefined = 'UPLOAD_FAILED') => {
      settle();
      imClient.host.toast(message || failedText);
      reject(new ApiError(message || failedText, code, errCode));
    };
    xhr.open('POST', '/api/im/upload');
    xhr.setRequestHeader('authorization', token);
    xhr.upload.addEventListener('progress', (event) => {
      watch();
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      let envelope: Envelope = {};
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        // Not JSON (a proxy's error page): the status decides.
      }
      if (xhr.status === 401 && isTokenError(envelope.errCode)) {
        fail(imClient.host.t('request.badToken'), 401, envelope.errCode);
        return;
      }
      if (xhr.status !== 200 || envelope.code !== CODE_OK || !envelope.data) {
        fail(envelope.message ?? '', envelope.code ?? xhr.status, envelope.errCode);
        return;
      }
      onProgress?.(1);
      resolve(envelope.data);
    });
    xhr.addEventListener('error', () => fail(''));
    xhr.addEventListener('abort', () => {
      if (timedOut) {
        fail(imClient.host.t('chat.runtime.timeout'), 0, 'TIME_OUT');
        return;
      }
      settle();
      reject(new DOMException('upload cancelled', 'AbortError'));
    });
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    // The server reads the kind before the file, to hold the file to that kind's limit while it streams.
    if (cloudPath !== undefined) form.append('cloudPath', cloudPath);
    form.append('kind', kind);
    form.append('file', file, cloudPath ?? kind);
    watch();
    xhr.send(form);
  });
}
