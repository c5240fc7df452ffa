import { describe, expectTypeOf, it } from 'vitest';
import type { ImService } from './im.service';

describe('The chat service', () => {
  it('keeps the methods of each part under its name, so a repeated method name cannot silently replace another', () => {
    // A spread of the parts' factories would put their methods at the top; named parts keep each in its own object.
    expectTypeOf<keyof ImService>().toEqualTypeOf<
      'messages' | 'conversations' | 'guests' | 'notices' | 'reportError'
    >();
    expectTypeOf<keyof ImService['messages']>().toEqualTypeOf<'sendMsg' | 'messages' | 'message' | 'groupNotice'>();
    expectTypeOf<keyof ImService['conversations']>().toEqualTypeOf<
      'conversations' | 'updateConversation' | 'clearUnread' | 'removeRemindMsgId' | 'unreadCount'
    >();
    expectTypeOf<keyof ImService['guests']>().toEqualTypeOf<'users' | 'guestProfile' | 'toPublicUser' | 'adoptGuest'>();
    expectTypeOf<keyof ImService['notices']>().toEqualTypeOf<'orderPaid' | 'orderNotice' | 'shopNotice'>();
  });
});
