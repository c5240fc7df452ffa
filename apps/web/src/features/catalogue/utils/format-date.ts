import { shopDate } from '@ffe/shared/domain/delivery-rules';

/**
 * A day as 2026-05-20 on the shop's calendar (UTC+8): the same in both languages, short enough for a comment row, and
 * the same on the server that renders the page as in the browser that hydrates it, wherever either is.
 */
export const formatDay = (epochMs: number): string => shopDate(epochMs);
