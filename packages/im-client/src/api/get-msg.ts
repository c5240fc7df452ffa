import type { getMsg as getMsgCall, ImMessage } from '@ffe/shared/contracts/im';
import { type ImCallOptions, imCall } from './im-call';

/** One whole message, for a push flagged LongMsg whose body is only a preview (spec §4). */
export const getMsg = (msgId: string, options?: ImCallOptions): Promise<ImMessage> =>
  imCall<typeof getMsgCall>('getMsg', { msg_id: msgId }, options);
