import { shopDate } from '@ffe/shared/domain/delivery-rules';
import dayjs from 'dayjs';

/** A moment (ms since the epoch) as staff read it in a table: date and minute, in the browser's time zone. */
export const formatTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/** A moment within the coming days, shorter for a busy table: month, day and minute. */
export const formatShortTime = (ms: number) => dayjs(ms).format('MM-DD HH:mm');

/** An amount in yuan as the shop writes it: ¥129.00. */
export const formatYuan = (yuan: number) => `¥${yuan.toFixed(2)}`;

/** Today on the shop's calendar (China Standard Time, whatever the browser's zone), `YYYY-MM-DD`, with `days` added. */
export const shopDay = (days = 0) => shopDate(Date.now(), days);
