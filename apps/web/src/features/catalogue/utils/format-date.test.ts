import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from './format-date';

// 2026-05-19 16:30 UTC is 00:30 on the 20th in the shop (UTC+8): a day apart in most zones.
const AFTER_SHOP_MIDNIGHT = Date.UTC(2026, 4, 19, 16, 30);
const zoneAtStart = process.env.TZ;

describe('formatDay', () => {
  afterEach(() => {
    process.env.TZ = zoneAtStart;
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Pacific/Kiritimati'])(
    "names the shop's day whatever the process's zone (%s)",
    (zone) => {
      process.env.TZ = zone;
      expect(formatDay(AFTER_SHOP_MIDNIGHT)).toBe('2026-05-20');
      expect(formatDay(AFTER_SHOP_MIDNIGHT - 60 * 60_000)).toBe('2026-05-19');
    },
  );

  it('is read in a process zone other than the shop’s by this test', () => {
    // Guards the test above: setting TZ does move the local day here, so a local-time formatter would fail it.
    process.env.TZ = 'UTC';
    expect(new Date(AFTER_SHOP_MIDNIGHT).getDate()).toBe(19);
  });
});
