import { describe, expect, it } from 'vitest';
import { csvField } from './order-csv';

describe('a CSV field', () => {
  it('stays bare without a comma, quote or line break', () => {
    expect(csvField('林小姐')).toBe('林小姐');
  });

  it('is quoted, quotes doubled, when it holds a comma, a quote or a line break', () => {
    expect(csvField('生日快乐, 小花')).toBe('"生日快乐, 小花"');
    expect(csvField('他说"爱你"')).toBe('"他说""爱你"""');
    expect(csvField('第一行\n第二行')).toBe('"第一行\n第二行"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps a spreadsheet from running what a customer typed as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+86')).toBe("'+86");
    expect(csvField('@sum')).toBe("'@sum");
  });
});
