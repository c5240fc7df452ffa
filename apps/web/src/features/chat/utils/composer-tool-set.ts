import { hasStaffRole, type ImMe } from '@ffe/im-client/runtime/im-store';
import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import { conversationIdFor } from '@ffe/shared/domain/im/conversation-id';

/** Every tool of the composer's ＋ panel, in the order it shows them. */
export const COMPOSER_TOOLS = ['image', 'video', 'file', 'location', 'code', 'richText', 'userCard'] as const;
export type ComposerTool = (typeof COMPOSER_TOOLS)[number];

/** What a shopper needs with customer service (issue 15): code, rich text, files and cards are for members and staff. */
const SHOPPER_TOOLS: readonly ComposerTool[] = ['image', 'video', 'location'];

/** Whether `conversationId` is the chat of `me` with customer service (the id the shop's links open). */
export const isServiceChat = (conversationId: string, me: Pick<ImMe, '_id'> | null): boolean =>
  me !== null && conversationId === conversationIdFor(me._id, DEFAULT_CUSTOMER_SERVICE_UID);

/** The tools offered: a customer or guest with customer service gets the shopper's; members among themselves and staff all. */
export function composerToolsFor({
  peerIsService,
  me,
}: {
  peerIsService: boolean;
  me: Pick<ImMe, 'role'> | null;
}): readonly ComposerTool[] {
  return peerIsService && !hasStaffRole(me) ? SHOPPER_TOOLS : COMPOSER_TOOLS;
}
