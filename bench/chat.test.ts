import { describe, expect, it } from 'vitest';
import { cpuPerMessageUs } from './chat';

describe("a chat message's server CPU", () => {
  it("is the server's share of a core over the messages it carried a second", () => {
    // 27 % of a core for 3,000 messages a second: 90 µs each.
    expect(cpuPerMessageUs({ messagesPerSec: 3000, cpu: { serverPct: 27 } })).toBeCloseTo(90, 6);
  });

  it('is not a figure when no message was carried', () => {
    expect(cpuPerMessageUs({ messagesPerSec: 0, cpu: { serverPct: 5 } })).toBeNaN();
  });
});
