// House rule (docs/STYLE.md, Comments and citations): the product's rules are cited from docs/PRODUCT.md, never from a
// specification outside the repository. Biome's GritQL plugins cannot see comments, so this test reads the files.
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const scanned = ['apps', 'packages', 'e2e', 'bench', 'tools', 'scripts', 'docs', 'README.md'];
const skippedFolders = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.vite']);
const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|md|grit)$/;

/** A section sign after "spec" (or "spec 001"), or before a number: a section of the old specification, which no reader can open. */
const sectionCitation = /\bspec(\s+00\d)?\s*\u00a7|\u00a7\s*\d/i;
/** A path into the specification's folder beside the repository. */
const outsidePath = /\.\.\/shared\/spec\b/;
const productAnchor = /PRODUCT\.md#([a-z0-9-]+)/g;

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (textFile.test(path)) return [full];
  let entries: Dirent[];
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : filesUnder(join(path, entry.name));
    return textFile.test(entry.name) ? [join(full, entry.name)] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number} -]/gu, '')
    .replace(/ /g, '-');
}

const lines = scanned.flatMap(filesUnder).flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ at: `${relative(root, file)}:${index + 1}`, text })),
);

describe('citations of the product rules', () => {
  it('reads the files it guards', () => {
    expect(lines.some((line) => line.at.startsWith('packages/im-client/src/'))).toBe(true);
  });

  it('cites no section of a specification outside the repository', () => {
    const outside = lines.filter((line) => sectionCitation.test(line.text) || outsidePath.test(line.text));
    expect(outside.map((line) => `${line.at}: ${line.text.trim()}`)).toEqual([]);
  });

  it('cites only sections docs/PRODUCT.md has', () => {
    const product = readFileSync(join(root, 'docs/PRODUCT.md'), 'utf8');
    const anchors = new Set([...product.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));
    const unknown = lines.flatMap((line) =>
      [...line.text.matchAll(productAnchor)]
        .filter((match) => !anchors.has(match[1] ?? ''))
        .map((match) => `${line.at}: PRODUCT.md#${match[1]}`),
    );
    expect(unknown).toEqual([]);
  });
});
