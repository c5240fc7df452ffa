import { describe, expect, it } from 'vitest';
import { FILE_LIST_MAX } from '../constants';
import { cloudPathProblem, fileListProblem } from './cloud-files';

// PRODUCT.md#uploads: "File upload needs a non-empty cloudPath string without '://' (and without a backslash as a real
// path); fileList must be a non-empty array of strings, at most 50 entries for one provider".
describe('a cloudPath', () => {
  it('is taken when it is a plain name or path', () => {
    expect(cloudPathProblem('花束.jpg')).toBeUndefined();
    expect(cloudPathProblem('comments/2026/rose.png')).toBeUndefined();
  });

  it('is empty (cloudPath不可为空) when missing, blank or not a string', () => {
    expect(cloudPathProblem(undefined)).toBe('cloudPathEmpty');
    expect(cloudPathProblem('  ')).toBe('cloudPathEmpty');
    expect(cloudPathProblem(42)).toBe('cloudPathEmpty');
  });

  it("is invalid (cloudPath不合法) with '://' or a backslash", () => {
    expect(cloudPathProblem('https://evil.test/a.jpg')).toBe('cloudPathInvalid');
    expect(cloudPathProblem('C:\\Users\\lily\\rose.jpg')).toBe('cloudPathInvalid');
  });
});

describe('a fileList', () => {
  it('is taken with 1 to 50 file ids', () => {
    expect(fileListProblem(['uploads/a.jpg'])).toBeUndefined();
    expect(fileListProblem(Array.from({ length: FILE_LIST_MAX }, (_, i) => `uploads/${i}.jpg`))).toBeUndefined();
  });

  it('is refused (fileList必须是非空的数组) when empty or not an array', () => {
    expect(fileListProblem([])).toEqual({ problem: 'fileListEmpty' });
    expect(fileListProblem('uploads/a.jpg')).toEqual({ problem: 'fileListEmpty' });
  });

  it('is refused beyond 50 files', () => {
    expect(fileListProblem(Array.from({ length: FILE_LIST_MAX + 1 }, () => 'uploads/a.jpg'))).toEqual({
      problem: 'fileListTooLong',
    });
  });

  it('names the entry that is not a file id (fileID不合法)', () => {
    expect(fileListProblem(['uploads/a.jpg', 7])).toEqual({ problem: 'fileIdInvalid', index: 1 });
    expect(fileListProblem(['uploads/a.jpg', ''])).toEqual({ problem: 'fileIdInvalid', index: 1 });
  });
});
