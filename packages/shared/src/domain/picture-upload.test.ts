import { describe, expect, it } from 'vitest';
import { CONSOLE_PICTURE_MAX_BYTES } from '../constants';
import { megabytesOf, pictureProblem } from './picture-upload';

describe('pictureProblem', () => {
  it('takes a JPEG, PNG, GIF or WebP picture up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(pictureProblem({ size: CONSOLE_PICTURE_MAX_BYTES, type }, CONSOLE_PICTURE_MAX_BYTES)).toBeUndefined();
    }
  });

  it('refuses a picture over the limit, and names the limit in megabytes', () => {
    expect(pictureProblem({ size: 21 * 1024 * 1024, type: 'image/jpeg' }, CONSOLE_PICTURE_MAX_BYTES)).toBe('tooLarge');
    expect(megabytesOf(CONSOLE_PICTURE_MAX_BYTES)).toBe(15);
  });

  it('refuses a file declared as another type, and leaves one with no declared type to the server', () => {
    expect(pictureProblem({ size: 10, type: 'image/heic' }, CONSOLE_PICTURE_MAX_BYTES)).toBe('notPicture');
    expect(pictureProblem({ size: 10, type: 'application/pdf' }, CONSOLE_PICTURE_MAX_BYTES)).toBe('notPicture');
    expect(pictureProblem({ size: 10, type: '' }, CONSOLE_PICTURE_MAX_BYTES)).toBeUndefined();
  });
});
