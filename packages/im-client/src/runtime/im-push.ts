// What a push carries, a leaf the client object and the push listeners both import (no import back).
import type { ImNotification } from '@ffe/shared/contracts/im';

/** What the server pushed that the chat's request/response reads hold too (usePushesIntoQueries applies it). */
export type ImPush = { kind: 'notification'; notification: ImNotification };
