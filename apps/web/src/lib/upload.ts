import { uploadSlots } from '@ffe/api-client/upload-slots';
import { REQUEST_TIMEOUT_MS, UPLOAD_MAX_BYTES } from '@ffe/shared/constants';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { cloudPathProblem } from '@ffe/shared/domain/cloud-files';
import { megabytesOf } from '@ffe/shared/domain/picture-upload';
import { ApiError, isTokenError, leaveForLogin } from './api-client';
import i18n from './i18n';
import { STORAGE_KEYS, storage } from './storage';
import { toast } from './toast';

export interface UploadOptions {
  /** The form field the file travels in (PRODUCT.md#uploads: default 'file'). */
  name?: string;
  /** Percent sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The name the file is kept under (its cloudPath, PRODUCT.md#uploads); a picked file's own name unless given. */
  cloudPath?: string;
}

interface Envelope {
  code?: number;
  message?: string;
  errCode?: string;
  data?: UploadResult;
}

/**
 * Uploads one file to POST /api/member/upload and resolves with the temp-file fields. XMLHttpRequest rather
 * than fetch, because only it reports upload progress. Needs a stored token (else 请先登录) and a cloudPath the rule
 * takes (else cloudPath不可为空 or cloudPath不合法) and a file within the route's limit (else, before a byte is sent, the
 * limit); waits for one of the browser's 5 upload slots (PRODUCT.md#uploads); a refused token sends the visitor to log
 * in; any other failure toasts 上传失败 (上传图片失败 for a picture) and rejects.
 */
export function uploadFile(
  file: Blob,
  { name = 'file', onProgress, signal, cloudPath = file instanceof File ? file.name : undefined }: UploadOptions = {},
): Promise<UploadResult> {
  const token = storage.get<string>(STORAGE_KEYS.token);
  if (!token) {
    const text = i18n.t('request.needLogin');
    toast(text);
    return Promise.reject(new ApiError(text, 401, 'TOKEN_INVALID'));
  }
  const problem = cloudPath === undefined ? undefined : cloudPathProblem(cloudPath);
  if (problem) {
    const text = i18n.t(`request.${problem}`);
    toast(text);
    return Promise.reject(new ApiError(text, 400, 'INVALID_PARAM'));
  }
  // Only the size: an upload takes any file, and its callers check that a picture is one.
  if (file.size > UPLOAD_MAX_BYTES) {
    const text = i18n.t('request.pictureTooLarge', { size: megabytesOf(UPLOAD_MAX_BYTES) });
    toast(text);
    return Promise.reject(new ApiError(text, 413, 'UPLOAD_TOO_LARGE'));
  }
  const failedText = i18n.t(file.type.startsWith('image/') ? 'request.uploadImageFailed' : 'request.uploadFailed');

  return uploadSlots.run(() => send(file, { name, token, failedText, cloudPath, onProgress, signal }), signal);
}

/** Sends the file once it holds a slot. */
function send(
  file: Blob,
  {
    name,
    token,
    failedText,
    cloudPath,
    onProgress,
    signal,
  }: { name: string; token: string; failedText: string; cloudPath: string | undefined } & UploadOptions,
): Promise<UploadResult> {
  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (message: string, code = 0, errCode: string | undefined = 'UPLOAD_FAILED') => {
      toast(failedText);
      reject(new ApiError(message || failedText, code, errCode));
    };
    xhr.open('POST', '/api/member/upload');
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('authorization', token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      let envelope: Envelope = {};
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        // Not JSON (a proxy's error page): the status decides.
      }
      if (xhr.status === 401 && isTokenError(envelope.errCode)) {
        leaveForLogin(envelope.errCode, true, i18n.t('request.badToken'));
        reject(new ApiError(i18n.t('request.badToken'), 401, envelope.errCode));
        return;
      }
      if (xhr.status !== 200 || envelope.code !== 200 || !envelope.data) {
        fail(envelope.message ?? '', envelope.code ?? xhr.status, envelope.errCode);
        return;
      }
      onProgress?.(100);
      resolve(envelope.data);
    });
    xhr.addEventListener('error', () => fail(''));
    xhr.addEventListener('timeout', () => fail(''));
    xhr.addEventListener('abort', () => reject(new DOMException('upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    if (cloudPath !== undefined) form.append('cloudPath', cloudPath);
    form.append(name, file, file instanceof File ? file.name : name);
    xhr.send(form);
  });
}
