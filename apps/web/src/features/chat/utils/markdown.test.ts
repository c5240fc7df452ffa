import { describe, expect, it } from 'vitest';
import { isSafeLink, MARKDOWN_MAX_NESTING, renderMarkdown } from './markdown';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
const srcs = (html: string) => [...html.matchAll(/src="([^"]*)"/g)].map((match) => match[1]);

describe('markdown link safety (PRODUCT.md#chat-rich-text)', () => {
  it.each([
    ['javascript', '[点我](javascript:alert(1))'],
    ['vbscript', '[点我](vbscript:msgbox(1))'],
    ['file', '[点我](file:///etc/passwd)'],
    ['data', '[点我](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ])('refuses a %s: link', (_, source) => {
    const html = renderMarkdown(source);
    expect(hrefs(html)).toEqual([]);
    expect(html).not.toContain('<a');
  });

  it.each([
    'JaVaScRiPt:alert(1)',
    'VBSCRIPT:msgbox(1)',
    'File:///C:/secret.txt',
    'DATA:text/html,<script>alert(1)</script>',
  ])('refuses the scheme in any letter case: %s', (url) => {
    expect(isSafeLink(url)).toBe(false);
    expect(hrefs(renderMarkdown(`[x](<${url}>)`))).toEqual([]);
  });

  it.each([
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a new line inside the scheme', 'java\nscript:alert(1)'],
    ['leading blanks and control characters', ' \u0001\u0000 javascript:alert(1)'],
    ['a zero-width space', 'java\u200bscript:alert(1)'],
    ['percent-escaped letters', '%6Aavascript:alert(1)'],
    ['a percent-escaped colon', 'javascript%3Aalert(1)'],
  ])('refuses a scheme disguised with %s', (_, url) => {
    expect(isSafeLink(url)).toBe(false);
  });

  it.each([
    ['decimal', '[x](&#106;avascript:alert(1))'],
    ['hexadecimal', '[x](&#x6A;&#x61;vascript:alert(1))'],
    ['named', '[x](javascript&colon;alert(1))'],
    ['a tab entity', '[x](java&#x09;script:alert(1))'],
    ['an autolink', '<javascript:alert(1)>'],
    ['a reference link', '[x][evil]\n\n[evil]: javascript:alert(1)'],
  ])('refuses entity-encoded and other written forms: %s', (_, source) => {
    const html = renderMarkdown(source);
    expect(hrefs(html)).toEqual([]);
    expect(html.toLowerCase()).not.toMatch(/href="[^"]*script/);
  });

  it('refuses pictures from refused schemes and data pictures of other kinds', () => {
    for (const url of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/plain,hi']) {
      expect(srcs(renderMarkdown(`![图](${url})`))).toEqual([]);
    }
  });

  it.each(['gif', 'png', 'jpeg', 'webp'])('allows a data picture of type %s', (type) => {
    const url = `data:image/${type};base64,R0lGODlhAQABAAAAACw=`;
    expect(isSafeLink(url)).toBe(true);
    expect(srcs(renderMarkdown(`![花](${url})`))).toEqual([url]);
  });

  it('keeps ordinary links, opening them in a new tab that gets no hold on the chat', () => {
    const html = renderMarkdown('[鲜花速递](https://example.com/shop?a=1) 和 www.example.org');
    expect(hrefs(html)).toEqual(['https://example.com/shop?a=1', 'http://www.example.org']);
    expect(html.match(/target="_blank"/g)).toHaveLength(2);
    expect(html.match(/rel="noopener noreferrer"/g)).toHaveLength(2);
    expect(isSafeLink('mailto:service@example.com')).toBe(true);
    expect(isSafeLink('/pages/goods/detail/detail?id=g-rose')).toBe(true);
  });
});

describe('markdown rendering', () => {
  it('shows raw HTML as text, never as tags', () => {
    const html = renderMarkdown('<script>alert(1)</script><img src=x onerror="alert(1)"><b>粗</b>');
    expect(html).not.toMatch(/<(script|img|b)[\s>]/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;粗&lt;/b&gt;');
  });

  it('keeps line breaks and draws emphasis, lists, quotes and code', () => {
    const html = renderMarkdown('**红玫瑰**\n*11 枝*\n\n- 包装\n- 贺卡\n\n> 送给你\n\n`代码`');
    expect(html).toContain('<strong>红玫瑰</strong><br>');
    expect(html).toContain('<em>11 枝</em>');
    expect(html).toContain('<li>包装</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>代码</code>');
  });

  it('colours fenced code in a known language and escapes it', () => {
    const html = renderMarkdown('```js\nconst rose = "<b>";\n```');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('&quot;&lt;b&gt;&quot;');
    expect(html).not.toContain('<b>');
  });

  it('renders 100 nested quotes and no more (PRODUCT.md#chat-rich-text)', () => {
    const quotes = (depth: number) => (renderMarkdown(`${'>'.repeat(depth)} 深处`).match(/<blockquote>/g) ?? []).length;
    expect(MARKDOWN_MAX_NESTING).toBe(100);
    expect(quotes(99)).toBe(99);
    expect(quotes(150)).toBe(MARKDOWN_MAX_NESTING);
  });

  it('does not crash or recurse without end on nesting far beyond the limit', () => {
    for (const source of [
      '>'.repeat(100_000),
      `${'['.repeat(20_000)}x${']'.repeat(20_000)}`,
      `${'*'.repeat(20_000)}x${'*'.repeat(20_000)}`,
      Array.from({ length: 1_000 }, (_, depth) => `${'  '.repeat(depth)}- 第${depth}层`).join('\n'),
    ]) {
      expect(typeof renderMarkdown(source)).toBe('string');
    }
  });
});
