import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id';

describe('timeOrderedId', () => {
  it('is a version 7 UUID that starts with its time in milliseconds', () => {
    const id = timeOrderedId(0x0192_3456_789a);
    expect(id).toMatch(/^01923456-789a-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts an id made later after one made earlier, and never repeats', () => {
    const earlier = Array.from({ length: 1000 }, () => timeOrderedId(1_700_000_000_000));
    const later = timeOrderedId(1_700_000_000_001);
    expect(earlier.every((id) => id < later)).toBe(true);
    expect(new Set(earlier).size).toBe(1000);
  });
});
