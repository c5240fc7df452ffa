import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository's root.
const SRC = `${ts.sys.getCurrentDirectory()}/packages/im-client/src/`;

/** Source files of the client: not tests, not the test fixtures in testing/. */
const sources = (): string[] =>
  ts.sys
    .readDirectory(SRC, ['.ts', '.tsx'])
    .filter((path) => !/\.test\.tsx?$/.test(path) && !path.startsWith(`${SRC}testing/`));

/**
 * Module-level mutable state: a top-level `let`/`var`, or a top-level `const` holding a Map, Set, WeakMap or WeakSet
 * the file changes, or a store made at load (zustand's create).
 */
function moduleState(file: string): string[] {
  const text = ts.sys.readFile(file) ?? '';
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(source);
      const init = declaration.initializer?.getText(source) ?? '';
      const changed = new RegExp(`\\b${name}\\.(add|set|delete|clear)\\(`).test(text);
      if (
        !constant ||
        (/^new (Map|Set|WeakMap|WeakSet)\b/.test(init) && changed) ||
        /^create(Store)?\s*[<(]/.test(init)
      )
        found.push(`${file.slice(SRC.length)} ${name}`);
    }
  }
  return found;
}

describe('the messaging client owns its state', () => {
  it('keeps no module-level mutable state: the runtime acts for the client it is handed', () => {
    expect(sources().flatMap(moduleState)).toEqual([]);
  });
});
