import { describe, expect, it } from 'vitest';
import { fileExtension, formatDuration, formatFileSize } from './media-format';

describe('media facts as people read them', () => {
  it('writes sizes in B, KB, MB and GB', () => {
    expect([0, 900, 12_800, 3_355_443, 52_428_800, 5 * 1024 ** 3].map(formatFileSize)).toEqual([
      '0 B',
      '900 B',
      '12.5 KB',
      '3.2 MB',
      '50 MB',
      '5 GB',
    ]);
  });

  it('writes lengths as a clock', () => {
    expect([0, 7, 65, 3723].map(formatDuration)).toEqual(['0:00', '0:07', '1:05', '1:02:03']);
  });

  it("names a file's kind by its extension", () => {
    expect(['报价单.pdf', 'a.tar.gz', 'README', '.env'].map(fileExtension)).toEqual(['PDF', 'GZ', '', '']);
  });
});
