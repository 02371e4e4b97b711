// No module under src/state or src/features keeps mutable state at module level: a printer's data
// lives in its scope (state/scope), app state in a Zustand store. A module-level `let`, or a
// module-level Map / Set / array / object that the module writes, fails here unless the allow-list
// below gives the reason it is not printer data.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', '..');
const ROOTS = ['state', 'features'];

/** "file: name" → why it may stay. */
const ALLOWED: Record<string, string> = {};

const MUTATORS: ReadonlySet<string> = new Set([
  'set',
  'add',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A container made at module level: new Map/Set/WeakMap, an array or an object literal. */
function isContainer(init: ts.Expression | undefined): boolean {
  if (!init) return false;
  if (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))
    return isContainer(init.expression);
  if (ts.isArrayLiteralExpression(init) || ts.isObjectLiteralExpression(init)) return true;
  return (
    ts.isNewExpression(init) &&
    ts.isIdentifier(init.expression) &&
    ['Map', 'Set', 'WeakMap', 'WeakSet', 'Array'].includes(init.expression.text)
  );
}

/** Whether `name` is written anywhere in the file (a mutating call, or an assignment into it). */
function isWritten(file: ts.SourceFile, name: string): boolean {
  let written = false;
  const rootOf = (node: ts.Expression): ts.Expression =>
    ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)
      ? rootOf(node.expression)
      : node;
  const named = (node: ts.Expression) => ts.isIdentifier(node) && node.text === name;
  const visit = (node: ts.Node): void => {
    if (written) return;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      MUTATORS.has(node.expression.name.text) &&
      named(rootOf(node.expression.expression))
    )
      written = true;
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left)) &&
      named(rootOf(node.left))
    )
      written = true;
    if (
      ts.isDeleteExpression(node) &&
      (ts.isPropertyAccessExpression(node.expression) ||
        ts.isElementAccessExpression(node.expression)) &&
      named(rootOf(node.expression))
    )
      written = true;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return written;
}

/** The module-level mutable state of one file, as "name (why)". */
export function moduleState(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const isLet = (list.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) !== ts.NodeFlags.Const;
    for (const decl of list.declarations) {
      if (!ts.isIdentifier(decl.name)) continue;
      const name = decl.name.text;
      if (isLet) found.push(`${name} (let)`);
      else if (isContainer(decl.initializer) && isWritten(file, name))
        found.push(`${name} (written)`);
    }
  }
  return found;
}

const FILES = ROOTS.flatMap((root) => sources(join(SRC, root)));

describe('no module-level mutable state in src/state and src/features', () => {
  it('the scan finds what it looks for', () => {
    expect(
      moduleState(
        'x.ts',
        [
          'let a = 0;',
          'const b = new Map();',
          'const c: number[] = [];',
          'const d = new Set();',
          'const e = { n: 0 };',
          'const f = [1, 2];',
          'const g = new Map();',
          'export function w() { b.set(1, 2); c.push(1); e.n = 1; a++; void d.has(1); }',
          'export function r() { return f.map((x) => x) && g.get(1); }',
        ].join('\n'),
      ),
    ).toEqual(['a (let)', 'b (written)', 'c (written)', 'e (written)']);
    expect(
      moduleState('y.ts', 'function f() { let x = 0; const m = new Map(); m.set(1, x); }'),
    ).toEqual([]);
  });

  it.each(FILES.map((file) => [relative(SRC, file), file] as const))('%s', (name, file) => {
    const state = moduleState(file, readFileSync(file, 'utf8')).filter(
      (entry) => !(`${name}: ${entry.split(' ')[0]}` in ALLOWED),
    );
    expect(state, `module-level mutable state in ${name}`).toEqual([]);
  });

  it('every allow-list entry gives a reason and still exists', () => {
    for (const [key, reason] of Object.entries(ALLOWED)) {
      expect(reason.length, key).toBeGreaterThan(20);
      const [name, variable] = key.split(': ');
      const file = join(SRC, name!);
      const state = moduleState(file, readFileSync(file, 'utf8')).map((e) => e.split(' ')[0]);
      expect(state, key).toContain(variable);
    }
  });
});
