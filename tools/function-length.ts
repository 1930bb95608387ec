import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One function longer than the limit: where it stands and how many lines it spans. */
export type LongFunction = {
  file: string;
  line: number;
  name: string;
  lines: number;
};

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$|\.d\.ts$/;

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function functionName(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `${parent.expression.getText().slice(0, 40)}(…)`;
  return '(anonymous)';
}

/** The functions of one file spanning more than `limit` lines, first line to last. */
export function findLongFunctions(file: string, limit: number): Omit<LongFunction, 'file'>[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Omit<LongFunction, 'file'>[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > limit) {
        found.push({ line: start + 1, name: functionName(node as ts.FunctionLikeDeclaration), lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every function over `limit` lines in the source folders below `repo`, skipping `excluded` paths. */
export function scanTree(
  repo: string,
  roots: string[],
  excluded: (relative: string) => boolean,
  limit: number,
) {
  const long: LongFunction[] = [];
  for (const root of roots) {
    for (const file of listSources(path.join(repo, root))) {
      const relative = path.relative(repo, file);
      if (excluded(relative)) continue;
      for (const hit of findLongFunctions(file, limit)) long.push({ file: relative, ...hit });
    }
  }
  return long;
}
