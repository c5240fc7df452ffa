import type { reportError as reportErrorCall } from '@ffe/shared/contracts/im';
import type { ImClient } from '../client';
import { imCall } from './im-call';
/** Sends an unexpected page error to the error log, where it is counted by message (PRODUCT.md#chat-calls); shows nothing. */
export const reportError = (
  imClient: ImClient,
  report: { message: string; stack?: string; url?: string },
): Promise<null> => imCall<typeof reportErrorCall>(imClient, '/api/im/reportError', report, { errorUi: 'none' });
