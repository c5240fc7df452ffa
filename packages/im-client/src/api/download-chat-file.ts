import { ApiError } from '@ffe/api-client/envelope';
import { REQUEST_TIMEOUT_MS } from '@ffe/shared/constants';

import type { ImClient } from '../client';
/**
 * Fetches a chat message's file (a document, a picture, a recording) as a Blob. The download gives up after the
 * download time-out (REQUEST_TIMEOUT_MS, 60 s, PRODUCT.md#shop-constants: "Request, socket, upload and download
 * time-outs 60000 ms"), toasting the chat's 请求超时 text and rejecting with TIME_OUT; another failure toasts 下载失败. A
 * cancel through `signal` rejects with the abort error and toasts nothing.
 */
export async function downloadChatFile(imClient: ImClient, url: string, signal?: AbortSignal): Promise<Blob> {
  // One controller for the cancel and the time-out: AbortSignal.any is too new for older phones.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  try {
    // The time-out covers the body too: reading it stops with the same signal.
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new ApiError('', response.status, 'DOWNLOAD_FAILED');
    return await response.blob();
  } catch (error) {
    if (signal?.aborted) throw error;
    const text = imClient.host.t(timedOut ? 'chat.runtime.timeout' : 'chat.file.downloadFailed');
    imClient.host.toast(text);
    throw new ApiError(text, 0, timedOut ? 'TIME_OUT' : 'DOWNLOAD_FAILED');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
