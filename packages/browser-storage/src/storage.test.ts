// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('storage', () => {
  it('reads back what it wrote as JSON', () => {
    storage.set('cart', [{ id: 'rose', count: 2 }]);
    expect(storage.get('cart')).toEqual([{ id: 'rose', count: 2 }]);
  });

  it('reads a missing or unreadable value as undefined', () => {
    localStorage.setItem('broken', '{not json');
    expect(storage.get('missing')).toBeUndefined();
    expect(storage.get('broken')).toBeUndefined();
  });

  it('keeps going when the browser refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storage.set('cart', [])).not.toThrow();
    expect(storage.get('cart')).toBeUndefined();
  });
});
