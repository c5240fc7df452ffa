import { IM } from '@ffe/shared/constants';

/**
 * Whether `userId` is the built-in `system` user, which only tells a member of their orders (pay-notify, order notices)
 * and whom nobody may answer (the server refuses): its chat is named 订单通知 and has no reply box.
 */
export const isOrderNoticeSender = (userId: string | null | undefined): boolean => userId === IM.SYSTEM_UID;
