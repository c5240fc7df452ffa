import { CONSOLE_PICTURE_MAX_BYTES, REQUEST_TIMEOUT_MS, UPLOAD_MAX_BYTES } from '@ffe/shared/constants';
import type { UploadedPicture } from '@ffe/shared/contracts/admin-pictures';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { megabytesOf, pictureProblem } from '@ffe/shared/domain/picture-upload';
import { ApiError } from './api-client';
import i18n from './i18n';
import { readToken } from './session';

/** The form field POST /api/member/upload reads the file from by default. */
const FILE_FIELD = 'file';

/**
 * Uploads one picture to POST /api/member/upload as the signed-in staff member, reporting the percent sent.
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export const uploadPicture = (file: Blob, onProgress?: (percent: number) => void) =>
  uploadTo<UploadResult>('/api/member/upload', file, UPLOAD_MAX_BYTES, onProgress);

/** Uploads a goods, category or banner photo: the server keeps it as WebP at three widths and answers the 750 one. */
export const uploadConsolePicture = (file: Blob, onProgress?: (percent: number) => void) =>
  uploadTo<UploadedPicture>('/api/admin/pictures/upload', file, CONSOLE_PICTURE_MAX_BYTES, onProgress);

/** A picture refused before any byte is sent (the server checks again), in the page's language. */
function refusedHere(file: Blob, maxBytes: number): ApiError | undefined {
  const problem = pictureProblem(file, maxBytes);
  if (problem === 'notPicture') return new ApiError(i18n.t('request.notPicture'), 400, 'UPLOAD_NOT_IMAGE');
  if (problem === 'tooLarge') {
    return new ApiError(i18n.t('request.pictureTooLarge', { size: megabytesOf(maxBytes) }), 413, 'UPLOAD_TOO_LARGE');
  }
  return undefined;
}

function uploadTo<T>(url: string, file: Blob, maxBytes: number, onProgress?: (percent: number) => void): Promise<T> {
  const refused = refusedHere(file, maxBytes);
  if (refused) return Promise.reject(refused);
  const token = readToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (message?: string, code = 0, errCode = 'UPLOAD_FAILED') =>
      reject(new ApiError(message || i18n.t('request.uploadFailed'), code, errCode));
    xhr.open('POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    if (token) xhr.setRequestHeader('authorization', token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      let envelope: { code?: number; message?: string; errCode?: string; data?: T } = {};
      try {
        envelope = JSON.parse(xhr.responseText) as typeof envelope;
      } catch {
        // Not JSON (a proxy's error page): the status decides.
      }
      if (envelope.code === 200 && envelope.data) resolve(envelope.data);
      else fail(envelope.message, envelope.code ?? xhr.status, envelope.errCode);
    });
    xhr.addEventListener('error', () => fail());
    xhr.addEventListener('timeout', () => fail());
    const form = new FormData();
    form.append(FILE_FIELD, file);
    xhr.send(form);
  });
}
