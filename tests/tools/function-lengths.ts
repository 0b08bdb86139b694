/**
 * The house's size rule for functions (docs/architecture.md, "Sizes"): a function of src/, server/,
 * sw/ or scripts/ spans at most FUNCTION_MAX_LINES lines, from its first line to its closing brace.
 * Biome's noExcessiveLinesPerFunction (biome.jsonc) does not count the JSX a component returns, so a
 * screen of 200 lines passed it: this check counts every line. Test files are left out (their
 * describe and test callbacks are lists of steps), as in Biome's rule.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const FUNCTION_MAX_LINES = 100;

const CHECKED = /\.(ts|tsx)$/;
const LEFT_OUT = /\.(test|spec)\.tsx?$|^src\/routeTree\.gen\.ts$/;

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? (n === 'node_modules' || n.startsWith('.') ? [] : files(p)) : CHECKED.test(n) ? [p] : [];
  });
}

type FunctionNode = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration;
const isFunction = (n: ts.Node): n is FunctionNode =>
  ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isMethodDeclaration(n);

/** A function's name as a reader finds it: its own, or the variable or property it is assigned to. */
function nameOf(n: FunctionNode): string {
  if (n.name) return n.name.getText();
  const parent = n.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText();
  return '(anonymous function)';
}

/** Every function of `file` over the cap, as "path:line name: N lines (...)". */
function longFunctions(root: string, file: string): string[] {
  const path = relative(root, file).split('\\').join('/');
  if (LEFT_OUT.test(path)) return [];
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const problems: string[] = [];
  const visit = (n: ts.Node): void => {
    if (isFunction(n)) {
      const first = source.getLineAndCharacterOfPosition(n.getStart(source)).line;
      const lines = source.getLineAndCharacterOfPosition(n.getEnd()).line - first + 1;
      if (lines > FUNCTION_MAX_LINES) {
        problems.push(`${path}:${first + 1} ${nameOf(n)}: ${lines} lines (at most ${FUNCTION_MAX_LINES}: compose it of named parts)`);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return problems;
}

/** Every function under `root`'s source folders over the cap. */
export function checkFunctionLengths(root: string): string[] {
  return ['src', 'server', 'sw', 'scripts'].flatMap((dir) => files(join(root, dir)).flatMap((file) => longFunctions(root, file)));
}
