import { describe, expect, it } from 'vitest';
import { cpuSlowdownMultiplierFor } from './lighthouse';

describe('the CPU slowdown calibrated from the host benchmarkIndex', () => {
  it('meets the calculator at its anchors: 150 → 1x, 800 → 2x, 1300 → 3x, 1533 → 4x, 2000 → 6x', () => {
    expect(cpuSlowdownMultiplierFor(150)).toBe(1);
    expect(cpuSlowdownMultiplierFor(800)).toBe(2);
    expect(cpuSlowdownMultiplierFor(1300)).toBe(3);
    expect(cpuSlowdownMultiplierFor(1533)).toBe(4);
    expect(cpuSlowdownMultiplierFor(2000)).toBe(6);
  });

  it('runs straight between the anchors', () => {
    expect(cpuSlowdownMultiplierFor(475)).toBe(1.5);
    expect(cpuSlowdownMultiplierFor(1050)).toBe(2.5);
  });

  it('slows a host already slower than the phone no further', () => {
    expect(cpuSlowdownMultiplierFor(90)).toBe(1);
    expect(cpuSlowdownMultiplierFor(Number.NaN)).toBe(1);
  });
});
