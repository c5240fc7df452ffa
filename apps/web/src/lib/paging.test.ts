import { describe, expect, it } from 'vitest';
import { nextPageOf } from './paging';

const page = (length: number, total: number) => ({ list: Array.from({ length }, (_, i) => i), total });

describe('nextPageOf', () => {
  it('asks for the page after the last one while the server counted more than has arrived', () => {
    expect(nextPageOf(page(20, 45), [page(20, 45)])).toBe(2);
    expect(nextPageOf(page(20, 45), [page(20, 45), page(20, 45)])).toBe(3);
  });

  it('stops once everything counted has arrived', () => {
    const pages = [page(20, 45), page(20, 45), page(5, 45)];
    expect(nextPageOf(page(5, 45), pages)).toBeUndefined();
  });

  it('stops at an empty page, even when the count says more, so a shrinking list cannot loop', () => {
    expect(nextPageOf(page(0, 45), [page(20, 45), page(0, 45)])).toBeUndefined();
  });
});
