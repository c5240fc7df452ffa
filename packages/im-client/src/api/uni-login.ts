import { ApiError } from '@ffe/api-client/envelope';
import { IM } from '@ffe/shared/constants';
import type { uniLogin as uniLoginCall } from '@ffe/shared/contracts/im';
import type { z } from 'zod';

import type { ImClient } from '../client';
/** The chat token record `uniToken` carries as JSON. */
export interface UniToken {
  token: string;
  tokenExpired: number;
}

/** Which app and platform ask for the chat token (PRODUCT.md#shop-calls: uniLogin). */
const APP_ID = 'fresh-flower-express';
const PLATFORM = 'web';

/**
 * A member's chat token (decision 005), asked with the shop's login, so a refused shop token goes to the login page as
 * every shop call does. Also moves this device's guest conversation to the member. Gives up after 15 s.
 */
export async function uniLogin(imClient: ImClient, deviceId: string): Promise<UniToken> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IM.CALL_TIMEOUT_MS);
  try {
    const { uniToken } = await imClient.host.session.call<z.output<typeof uniLoginCall.response>>(
      '/api/member/uniLogin',
      { deviceId, appId: APP_ID, uniPlatform: PLATFORM } satisfies z.input<typeof uniLoginCall.request>,
      controller.signal,
    );
    const parsed = JSON.parse(uniToken) as Partial<UniToken>;
    if (typeof parsed.token !== 'string' || typeof parsed.tokenExpired !== 'number') {
      throw new ApiError('uniToken is not { token, tokenExpired }', 0, 'SYSTEM_ERROR');
    }
    return { token: parsed.token, tokenExpired: parsed.tokenExpired };
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(imClient.host.t('chat.runtime.timeout'), 0, 'TIME_OUT');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
