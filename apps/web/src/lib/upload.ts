import { REQUEST_TIMEOUT_MS } from '@ffe/shared/constants';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { ApiError, isTokenError, leaveForLogin } from './api-client';
import i18n from './i18n';
import { STORAGE_KEYS, storage } from './storage';
import { toast } from './toast';

export interface UploadOptions {
  /** The form field the file travels in (spec §7: default 'file'). */
  name?: string;
  /** Percent sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface Envelope {
  code?: number;
  message?: string;
  errCode?: string;
  data?: UploadResult;
}

/**
 * Uploads one file to POST /api/member/upload and resolves with the spec's temp-file fields. XMLHttpRequest rather
 * than fetch, because only it reports upload progress. Needs a stored token (else 请先登录); a refused token sends the
 * visitor to log in; any other failure toasts 上传失败 (上传图片失败 for a picture) and rejects.
 */
export function uploadFile(
  file: Blob,
  { name = 'file', onProgress, signal }: UploadOptions = {},
): Promise<UploadResult> {
  const token = storage.get<string>(STORAGE_KEYS.token);
  if (!token) {
    const text = i18n.t('request.needLogin');
    toast(text);
    return Promise.reject(new ApiError(text, 401, 'TOKEN_INVALID'));
  }
  const failedText = i18n.t(file.type.startsWith('image/') ? 'request.uploadImageFailed' : 'request.uploadFailed');

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
    form.append(name, file, file instanceof File ? file.name : name);
    xhr.send(form);
  });
}
