import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './sourceFiles';

// Engineering standard: no function over 150 lines. A longer one holds several concerns; split it
// into named parts. A class over the limit is the same smell, however short its methods.
const maxLines = 150;

/** Where each function or class of the text longer than `maxLines` starts, with its length. */
function longFunctionsOf(file: string, text: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const isFunction = ts.isFunctionLike(node) && 'body' in node && node.body !== undefined;
    if (isFunction || ts.isClassLike(node)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > maxLines) found.push(`${file}:${start + 1} (${end - start + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it(`no function or class in src/ or scripts/ is over ${maxLines} lines`, () => {
    const files = sourceFiles(['src', 'scripts']);
    expect(files.length).toBeGreaterThan(50);
    const long = files.flatMap((file) => longFunctionsOf(file, readFileSync(file, 'utf8')));
    expect(long).toEqual([]);
  });

  it('finds a function, an arrow function, a method or a class over the limit', () => {
    const body = (lines: number) =>
      Array.from({ length: lines }, (_, n) => `  const v${n} = ${n};`).join('\n');
    const text = [
      `function fits() {\n${body(maxLines - 2)}\n}`,
      `const arrow = () => {\n${body(maxLines - 1)}\n};`,
      `class C {\n  method() {\n${body(maxLines)}\n  }\n}`,
      `class Fits {\n${body(maxLines - 2)}\n}`,
      `class Long {\n  a() {\n${body(maxLines / 2)}\n  }\n  b() {\n${body(maxLines / 2)}\n  }\n}`,
    ].join('\n');
    // The class that holds the long method is over the limit too.
    const classC = 2 * maxLines + 2;
    const classLong = classC + maxLines + 4 + maxLines;
    expect(longFunctionsOf('x.ts', text)).toEqual([
      `x.ts:${maxLines + 1} (${maxLines + 1} lines)`,
      `x.ts:${classC} (${maxLines + 4} lines)`,
      `x.ts:${classC + 1} (${maxLines + 2} lines)`,
      `x.ts:${classLong} (${maxLines + 6} lines)`,
    ]);
  });
});
