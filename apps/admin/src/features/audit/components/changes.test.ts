import { describe, expect, it } from 'vitest';
import { changesOf } from './changes';

describe('what an audited write changed', () => {
  it('lists only the fields whose values differ', () => {
    expect(changesOf({ status: 'paid', amount: 99 }, { status: 'preparing', amount: 99 })).toEqual([
      { field: 'status', before: 'paid', after: 'preparing' },
    ]);
  });

  it('shows every field of a record that was created or removed', () => {
    expect(changesOf(null, { role: 'florist', enabled: true })).toEqual([
      { field: 'role', before: undefined, after: 'florist' },
      { field: 'enabled', before: undefined, after: true },
    ]);
    expect(changesOf({ date: '2026-02-14' }, null)).toEqual([
      { field: 'date', before: '2026-02-14', after: undefined },
    ]);
  });

  it('compares nested values by content and keeps a value that is not an object whole', () => {
    expect(changesOf({ slots: [{ id: 'a' }] }, { slots: [{ id: 'a' }] })).toEqual([]);
    expect(changesOf(['2026-02-14'], ['2026-02-14', '2026-08-19'])).toEqual([
      { field: '', before: ['2026-02-14'], after: ['2026-02-14', '2026-08-19'] },
    ]);
  });
});
