import { describe, expect, it } from 'vitest';
import { announcer, later } from './server-module';

describe('later ports', () => {
  it('answers the value once provided, and names the port when used before', () => {
    const port = later<{ ping(): string }>('the ping (pong)');
    expect(port.provided).toBe(false);
    expect(() => port.get()).toThrow('the ping (pong) is used before app.ts provided it');
    port.provide({ ping: () => 'pong' });
    expect(port.provided).toBe(true);
    expect(port.get().ping()).toBe('pong');
  });

  it('refuses a second value', () => {
    const port = later<number>('the number');
    port.provide(1);
    expect(() => port.provide(2)).toThrow('the number is provided twice');
    expect(port.get()).toBe(1);
  });
});

describe('announcers', () => {
  it('tells every listener in the order they listened, one after another', async () => {
    const heard: string[] = [];
    const changed = announcer<[id: string]>();
    changed.listen(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      heard.push(`first ${id}`);
    });
    changed.listen((id) => {
      heard.push(`second ${id}`);
    });
    await changed.announce('a');
    expect(heard).toEqual(['first a', 'second a']);
  });

  it('fails the announcement when a listener fails', async () => {
    const changed = announcer<[]>();
    changed.listen(() => Promise.reject(new Error('refused')));
    await expect(changed.announce()).rejects.toThrow('refused');
  });
});
