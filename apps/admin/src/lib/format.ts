import dayjs from 'dayjs';

/** A moment (ms since the epoch) as staff read it in a table: date and minute, in the browser's time zone. */
export const formatTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');
