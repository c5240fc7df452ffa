import MarkdownIt, { type Options } from 'markdown-it';
import { highlightCode, isKnownLanguage } from './highlight';

/** How deep blocks and inline marks may nest before markdown-it stops descending (PRODUCT.md#chat-rich-text). */
export const MARKDOWN_MAX_NESTING = 100;

// PRODUCT.md#chat-rich-text: these schemes never become a link or a picture, except pictures of the listed kinds as data URLs.
const REFUSED_SCHEME = /^(javascript|vbscript|file|data):/;
const ALLOWED_DATA_IMAGE = /^data:image\/(gif|png|jpeg|webp)[;,]/;
// Browsers drop these anywhere in a URL's scheme ("java\tscript:"), so the check must not see them either.
const IGNORED_BY_BROWSERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out
  /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

const refused = (url: string) => {
  const plain = url.replace(IGNORED_BY_BROWSERS, '').toLowerCase();
  return REFUSED_SCHEME.test(plain) && !ALLOWED_DATA_IMAGE.test(plain);
};

/**
 * Whether a link or picture address may be used (PRODUCT.md#chat-rich-text): javascript:, vbscript:, file: and data:
 * are refused except data pictures of gif, png, jpeg or webp. It is checked as written and with its %-escapes undone,
 * both without the blanks and control characters a browser would skip, in any letter case.
 */
export function isSafeLink(url: string): boolean {
  if (refused(url)) return false;
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // A malformed escape: the address as written was checked above.
  }
  return decoded === url || !refused(decoded);
}

// markdown-it reads maxNesting although its typings leave it out.
const options: Options & { maxNesting: number } = {
  // Raw HTML shows as text: a message can never bring its own tags, scripts or styles.
  html: false,
  linkify: true,
  // A chat message's line breaks are meant as written.
  breaks: true,
  typographer: false,
  maxNesting: MARKDOWN_MAX_NESTING,
  highlight: (code, language) =>
    isKnownLanguage(language) ? `<pre class="hljs"><code>${highlightCode(code, language).html}</code></pre>` : '',
};
const md = new MarkdownIt(options);
md.validateLink = isSafeLink;

const renderToken = md.renderer.renderToken.bind(md.renderer);
// Links leave the chat for a new tab, which gets no hold on this page.
md.renderer.rules.link_open = (tokens, index, options) => {
  const token = tokens[index];
  if (token) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return renderToken(tokens, index, options);
};
const renderImage = md.renderer.rules.image;
md.renderer.rules.image = (tokens, index, options, env, self) => {
  tokens[index]?.attrSet('loading', 'lazy');
  return renderImage ? renderImage(tokens, index, options, env, self) : renderToken(tokens, index, options);
};

/**
 * A rich-text message's markdown as HTML that is safe to insert: raw HTML escaped, unsafe link and picture
 * addresses dropped, nesting cut at 100 levels (PRODUCT.md#chat-rich-text), links opening in a new tab, fenced code in
 * a known language coloured.
 */
export function renderMarkdown(source: string): string {
  return md.render(source);
}
