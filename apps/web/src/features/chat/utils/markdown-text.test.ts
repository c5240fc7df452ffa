import { markdownPlainText } from '@ffe/im-client/utils/markdown-text';
import { describe, expect, it } from 'vitest';

describe('markdownPlainText', () => {
  it('keeps the words of headings, emphasis, links, pictures, lists and quotes', () => {
    expect(markdownPlainText('## 标题')).toBe('标题');
    expect(markdownPlainText('**粗** *斜* ~~删~~ `码`')).toBe('粗 斜 删 码');
    expect(markdownPlainText('[链接](https://e.com) ![花](data:image/png;base64,AA)')).toBe('链接 花');
    expect(markdownPlainText('- 一\n* 二\n1. 三\n- [x] 四')).toBe('一\n二\n三\n四');
    expect(markdownPlainText('> > 引用')).toBe('引用');
  });

  it('drops code fences but keeps the code', () => {
    expect(markdownPlainText('```ts\nconst a = 1;\n```')).toBe('\nconst a = 1;\n');
  });

  it('leaves underscores inside words alone', () => {
    expect(markdownPlainText('rose_count 和 _强调_')).toBe('rose_count 和 强调');
  });
});
