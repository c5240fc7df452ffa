import type { imLogin } from '@ffe/shared/contracts/im';
import type { z } from 'zod';
import type { ImClient } from '../client';
import { postIm } from './im-post';
export type GuestLogin = z.infer<typeof imLogin.response>;

/** Logs a visitor into chat as the guest of this device (decision 005); needs no token. */
export const guestLogin = (imClient: ImClient, deviceId: string): Promise<GuestLogin> =>
  postIm<GuestLogin>(imClient, '/api/im/login', { deviceId } satisfies z.input<typeof imLogin.request>, undefined);
