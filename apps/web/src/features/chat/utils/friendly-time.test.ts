import { friendlyTime, fullDateTime } from '@ffe/im-client/utils/friendly-time';
import { describe, expect, it } from 'vitest';
import chatEn from '../../../locales/chat.en';
import { translator, zhText as zh } from '../testing/chat-texts';

const en = translator(chatEn);

// Wednesday 20 May 2026, 15:30 on the viewer's clock.
const now = new Date(2026, 4, 20, 15, 30, 0).getTime();
const at = (month: number, day: number, hours: number, minutes: number, year = 2026) =>
  new Date(year, month - 1, day, hours, minutes).getTime();
const ago = (ms: number) => now - ms;

describe('friendlyTime in Chinese', () => {
  it('says 刚刚 under a minute, and for a time a little ahead of this clock', () => {
    expect(friendlyTime(now, now, zh)).toBe('刚刚');
    expect(friendlyTime(ago(59_999), now, zh)).toBe('刚刚');
    expect(friendlyTime(now + 5_000, now, zh)).toBe('刚刚');
  });

  it('counts whole minutes under an hour', () => {
    expect(friendlyTime(ago(60_000), now, zh)).toBe('1分钟前');
    expect(friendlyTime(ago(59 * 60_000 + 59_000), now, zh)).toBe('59分钟前');
  });

  it('counts hours and minutes under two hours', () => {
    expect(friendlyTime(ago(60 * 60_000), now, zh)).toBe('1小时0分钟前');
    expect(friendlyTime(ago(95 * 60_000), now, zh)).toBe('1小时35分钟前');
  });

  it('shows the clock time earlier today', () => {
    expect(friendlyTime(ago(2 * 3_600_000), now, zh)).toBe('13:30');
    expect(friendlyTime(at(5, 20, 0, 5), now, zh)).toBe('00:05');
  });

  it('says 昨天 and 前天 by the calendar, not by 24-hour steps', () => {
    expect(friendlyTime(at(5, 19, 23, 59), now, zh)).toBe('昨天 23:59');
    expect(friendlyTime(at(5, 19, 0, 0), now, zh)).toBe('昨天 00:00');
    expect(friendlyTime(at(5, 18, 8, 7), now, zh)).toBe('前天 08:07');
  });

  it('names the weekday within the week', () => {
    expect(friendlyTime(at(5, 17, 9, 0), now, zh)).toBe('星期日 09:00');
    expect(friendlyTime(at(5, 14, 18, 45), now, zh)).toBe('星期四 18:45');
  });

  it('shows month and day within the year, and the full date before it', () => {
    expect(friendlyTime(at(5, 13, 12, 0), now, zh)).toBe('5月13日 12:00');
    expect(friendlyTime(at(1, 1, 0, 0), now, zh)).toBe('1月1日 00:00');
    expect(friendlyTime(at(12, 31, 23, 59, 2025), now, zh)).toBe('2025年12月31日 23:59');
  });

  it('tells a time just after midnight from yesterday evening', () => {
    const justAfterMidnight = new Date(2026, 4, 20, 0, 30).getTime();
    // 2 h 10 min before, on the day before: past the 'ago' forms, so the calendar decides.
    expect(friendlyTime(justAfterMidnight - 130 * 60_000, justAfterMidnight, zh)).toBe('昨天 22:20');
    // Within two hours the 'ago' form wins even across midnight.
    expect(friendlyTime(justAfterMidnight - 50 * 60_000, justAfterMidnight, zh)).toBe('50分钟前');
  });
});

describe('friendlyTime in English', () => {
  it('uses the same steps with English words', () => {
    expect(friendlyTime(ago(10_000), now, en)).toBe('just now');
    expect(friendlyTime(ago(5 * 60_000), now, en)).toBe('5 min ago');
    expect(friendlyTime(ago(61 * 60_000), now, en)).toBe('1 h 1 min ago');
    expect(friendlyTime(at(5, 19, 7, 5), now, en)).toBe('Yesterday 07:05');
    expect(friendlyTime(at(5, 15, 7, 5), now, en)).toBe('Friday 07:05');
    expect(friendlyTime(at(3, 8, 7, 5), now, en)).toBe('Mar 8 07:05');
    expect(friendlyTime(at(3, 8, 7, 5, 2024), now, en)).toBe('Mar 8, 2024 07:05');
  });
});

describe('fullDateTime', () => {
  it('always shows the year', () => {
    expect(fullDateTime(at(5, 20, 9, 3), zh)).toBe('2026年5月20日 09:03');
  });
});
