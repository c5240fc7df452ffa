import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

// Only the languages people paste into a shop's chat: the whole library would weigh ten times as much.
const LANGUAGES = {
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  kotlin,
  markdown,
  php,
  plaintext,
  python,
  ruby,
  rust,
  sql,
  swift,
  typescript,
  xml,
  yaml,
};
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);

/** Code longer than this is shown escaped but not coloured: highlighting it would hold up the page. */
const HIGHLIGHT_MAX_LENGTH = 20_000;

export interface HighlightedCode {
  /** Escaped HTML with highlight.js's `hljs-*` spans; safe to insert. */
  html: string;
  /** The language it was coloured as ('' when none), as highlight.js names it. */
  language: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Whether highlight.js here knows `language` (a name or an alias such as 'js', 'html', 'sh'). */
export const isKnownLanguage = (language: string | undefined): language is string =>
  Boolean(language && hljs.getLanguage(language));

/**
 * Colours `code` as `language` when it is a known one, else as the language it looks most like; code too long to
 * colour quickly comes back only escaped.
 */
export function highlightCode(code: string, language?: string): HighlightedCode {
  if (code.length > HIGHLIGHT_MAX_LENGTH) {
    return { html: escapeHtml(code), language: isKnownLanguage(language) ? language : '' };
  }
  if (isKnownLanguage(language)) {
    const result = hljs.highlight(code, { language, ignoreIllegals: true });
    return { html: result.value, language: hljs.getLanguage(language)?.name ?? language };
  }
  const guess = hljs.highlightAuto(code);
  return {
    html: guess.value,
    language: guess.language ? (hljs.getLanguage(guess.language)?.name ?? guess.language) : '',
  };
}
