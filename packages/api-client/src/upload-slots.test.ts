import { describe, expect, it } from 'vitest';
import { createUploadSlots } from './upload-slots';

/** Fake uploads that count how many run at once; each finishes when the test says. */
function fakeUploads() {
  let running = 0;
  let most = 0;
  const finishers: Array<() => void> = [];
  const upload = () =>
    new Promise<void>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      finishers.push(() => {
        running -= 1;
        resolve();
      });
    });
  return { upload, finishOne: () => finishers.shift()?.(), running: () => running, most: () => most };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// PRODUCT.md#uploads: "Uploads run 5 at a time."
describe('the upload slots', () => {
  it('runs 12 uploads 5 at a time, starting the next as one finishes', async () => {
    const slots = createUploadSlots(5);
    const fake = fakeUploads();
    const all = Promise.all(Array.from({ length: 12 }, () => slots.run(fake.upload)));
    await settle();
    expect(fake.running()).toBe(5);
    fake.finishOne();
    await settle();
    expect(fake.running()).toBe(5);
    for (let i = 0; i < 11; i += 1) {
      fake.finishOne();
      await settle();
    }
    await all;
    expect(fake.most()).toBe(5);
  });

  it('never starts an upload cancelled while it waits', async () => {
    const slots = createUploadSlots(1);
    const fake = fakeUploads();
    const first = slots.run(fake.upload);
    const stop = new AbortController();
    const second = slots.run(fake.upload, stop.signal);
    stop.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    fake.finishOne();
    await first;
    await settle();
    expect(fake.most()).toBe(1);
    expect(fake.running()).toBe(0);
  });

  it('frees the slot of an upload that fails', async () => {
    const slots = createUploadSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('上传失败')))).rejects.toThrow('上传失败');
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });
});
