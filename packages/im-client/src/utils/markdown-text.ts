// A preview needs only the words of a rich-text message; the markdown parser stays in the bubbles' lazy chunk.

const RULES: [RegExp, string][] = [
  // Fences and their language names go; the code inside stays.
  [/^\s{0,3}(`{3,}|~{3,})[^\n]*$/gm, ''],
  // Pictures read as their description, links as their words.
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/\[([^\]]+)\]\([^)]*\)/g, '$1'],
  [/<((?:https?|mailto):[^>\s]+)>/g, '$1'],
  // Headings, quotes, list markers, rules and table bars at the start of a line.
  [/^\s{0,3}#{1,6}\s+/gm, ''],
  [/^\s*(>\s*)+/gm, ''],
  [/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/gm, ''],
  [/^\s{0,3}([-*_]\s*){3,}$/gm, ''],
  [/^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$/gm, ''],
  [/\s*\|\s*/g, ' '],
  // Emphasis, strike-through and inline code marks.
  [/(\*{1,3}|~~)(\S(?:.*?\S)?)\1/g, '$2'],
  // Underscores inside a word (snake_case) are not emphasis.
  [/(^|\W)(_{1,3})(\S(?:.*?\S)?)\2(?!\w)/g, '$1$3'],
  [/`+([^`]+)`+/g, '$1'],
  // A backslash that only escaped a mark.
  [/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1'],
];

/** The words of a markdown text without its marks, for a one-line preview (the preview then cuts it to 80). */
export function markdownPlainText(source: string): string {
  return RULES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), source);
}
