import { describe, expect, it } from 'vitest';
import { profileCache } from './profile-cache';

interface Row {
  id: string;
  nickname: string;
}

/** A cache over a table the test edits, counting the ids each read asked for. */
function overTable(rows: Record<string, string>) {
  const reads: string[][] = [];
  let pause: Promise<void> | undefined;
  const cache = profileCache<Row>(async (ids) => {
    reads.push([...ids]);
    const answer = ids.flatMap((id) => (rows[id] === undefined ? [] : [{ id, nickname: rows[id] }]));
    await pause;
    return answer;
  }, 2);
  return {
    cache,
    reads,
    holdReads(until: Promise<void>) {
      pause = until;
    },
  };
}

describe('profileCache', () => {
  it('reads a user once, then answers from memory, in the order asked and without repeats', async () => {
    const { cache, reads } = overTable({ a: 'Ann', b: 'Bo' });
    expect(await cache.get(['a'])).toEqual([{ id: 'a', nickname: 'Ann' }]);
    expect(await cache.get(['b', 'a', 'b', 'nobody'])).toEqual([
      { id: 'b', nickname: 'Bo' },
      { id: 'a', nickname: 'Ann' },
    ]);
    expect(reads).toEqual([['a'], ['b', 'nobody']]);
  });

  it('reads a forgotten user again', async () => {
    const rows = { a: 'Ann' };
    const { cache, reads } = overTable(rows);
    await cache.get(['a']);
    rows.a = 'Anna';
    cache.forget(['a']);
    expect(await cache.get(['a'])).toEqual([{ id: 'a', nickname: 'Anna' }]);
    expect(reads).toHaveLength(2);
  });

  it('does not keep a read that was under way while a profile changed', async () => {
    const rows = { a: 'Ann' };
    const { cache, reads, holdReads } = overTable(rows);
    let release = () => {};
    holdReads(new Promise((resolve) => (release = resolve)));
    const stale = cache.get(['a']);
    rows.a = 'Anna';
    cache.forget(['a']);
    release();
    expect(await stale).toEqual([{ id: 'a', nickname: 'Ann' }]);
    expect(await cache.get(['a'])).toEqual([{ id: 'a', nickname: 'Anna' }]);
    expect(reads).toHaveLength(2);
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const { cache, reads } = overTable({ a: 'Ann', b: 'Bo', c: 'Cy' });
    await cache.get(['a', 'b']);
    await cache.get(['c']);
    await cache.get(['b', 'c']);
    expect(reads).toEqual([['a', 'b'], ['c']]);
    await cache.get(['a']);
    expect(reads).toHaveLength(3);
  });
});
