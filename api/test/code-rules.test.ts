// Rules of the code base that the compiler does not enforce, checked on the source itself.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');

// The application's own source: not tests, test helpers, browser journeys or generated code.
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !/\.(test|e2e)\./.test(file) && !/(^|\/)(test|e2e|__generated__)\//.test(file));
}

/** `file:line: text` of every non-null assertion (`value!`) in the file. */
function nonNullAssertions(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNonNullExpression(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('non-null assertions', () => {
  const files = [...sourceFiles('api/src'), ...sourceFiles('web/src')];

  it('reads the API and the web app', () => {
    expect(files).toContain('api/src/db/keyset.ts');
    expect(files.some((file) => file.endsWith('.tsx'))).toBe(true);
    expect(files.some((file) => /\.test\.|\/test\/|__generated__|e2e/.test(file))).toBe(false);
  });

  it('finds one where there is one', () => {
    expect(nonNullAssertions('x.ts', 'const a = [1].pop()!;\nconst b = a;')).toEqual(['x.ts:1: [1].pop()!']);
    expect(nonNullAssertions('x.tsx', 'const a = <div>{b!.c}</div>;')).toEqual(['x.tsx:1: b!']);
    expect(nonNullAssertions('x.ts', 'const a = b !== c;')).toEqual([]);
  });

  // `x!` tells the compiler a value is there without showing it: narrow, handle the absence, or
  // throw an Error that names the impossible state (shared/validation.ts: validated()).
  it('are used nowhere in the source', () => {
    const found = files.flatMap((file) => nonNullAssertions(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
