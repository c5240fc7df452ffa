import { describe, expect, it } from 'vitest';
import { KeptCopy } from './kept-copy';

/** A stored value with a version, and counts of the reads a copy makes of it. */
function stored() {
  const db = { value: 'one', version: 1, stampReads: 0, loads: 0 };
  return {
    db,
    stampOf: async () => {
      db.stampReads++;
      return db.version;
    },
    load: async () => {
      db.loads++;
      return { value: db.value, stamp: db.version };
    },
  };
}

describe('KeptCopy', () => {
  it('answers from the copy until checkEveryMs passed, then reads only the version while it stays', async () => {
    let clock = 0;
    const { db, stampOf, load } = stored();
    const copy = new KeptCopy<string, number>({ checkEveryMs: 100, stampOf, load, now: () => clock });
    expect(await copy.current()).toBe('one');
    clock = 50;
    expect(await copy.current()).toBe('one');
    expect([db.stampReads, db.loads]).toEqual([1, 1]);
    clock = 150;
    expect(await copy.current()).toBe('one');
    expect([db.stampReads, db.loads]).toEqual([2, 1]);
  });

  it('reloads once the version moved, as another process changing it would', async () => {
    let clock = 0;
    const { db, stampOf, load } = stored();
    const copy = new KeptCopy<string, number>({ checkEveryMs: 100, stampOf, load, now: () => clock });
    await copy.current();
    Object.assign(db, { value: 'two', version: 2 });
    expect(await copy.current()).toBe('one');
    clock = 100;
    expect(await copy.current()).toBe('two');
  });

  it('shares one look among readers arriving together', async () => {
    const { db, stampOf, load } = stored();
    const copy = new KeptCopy<string, number>({ checkEveryMs: 0, stampOf, load });
    await Promise.all([copy.current(), copy.current(), copy.current()]);
    expect([db.stampReads, db.loads]).toEqual([1, 1]);
  });

  it('never lets an older read replace a newer kept value', () => {
    const copy = new KeptCopy<string, number>({
      checkEveryMs: 100,
      load: async () => ({ value: 'x', stamp: 0 }),
      older: (a, b) => a < b,
    });
    copy.keep('three', 3);
    expect(copy.keep('two', 2)).toBe('three');
    expect(copy.peek()).toBe('three');
  });

  it('does not keep a read that began before forget', async () => {
    let release: () => void = () => undefined;
    let loads = 0;
    const copy = new KeptCopy<number>({
      checkEveryMs: 1000,
      load: async () => {
        const n = ++loads;
        if (n === 1) await new Promise<void>((resolve) => (release = resolve));
        return { value: n, stamp: undefined };
      },
    });
    const first = copy.current();
    copy.forget();
    expect(await copy.current()).toBe(2);
    release();
    expect(await first).toBe(1);
    expect(copy.peek()).toBe(2);
  });

  it('answers from the copy in hand during a look when asked to, and reloads in the background when due', async () => {
    let clock = 0;
    const { db, stampOf, load } = stored();
    const copy = new KeptCopy<string, number>({
      checkEveryMs: 10,
      stampOf,
      load,
      reloadEveryMs: 100,
      duringCheck: 'keptCopy',
      now: () => clock,
    });
    await copy.current();
    clock = 20;
    const looking = copy.current();
    expect(await copy.current()).toBe('one');
    await looking;
    expect(db.loads).toBe(1);
    db.value = 'drifted';
    clock = 200;
    expect(await copy.current()).toBe('one');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(db.loads).toBe(2);
    expect(copy.peek()).toBe('drifted');
  });
});
