/**
 * The import graph of the workspaces, walked from the production entry points. A source module under a
 * workspace's src/ that no entry reaches is either test support living among production code, dead code,
 * or an entry the walk does not know about (see allow-list.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import ts from 'typescript';

/** Code the runtime loads. Declaration files (.d.ts, .d.mts) only describe a module next to them. */
const MODULE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const DECLARATION = /\.d\.[cm]?ts$/;
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
/** Folders that hold only test support (helpers, fakes, fixtures), wherever they sit. */
const TEST_SUPPORT = new Set(['test', 'tests', '__tests__', 'test-support', 'e2e']);

/** A test file or a file inside a test-support folder. */
export function isTestCode(file: string): boolean {
  const parts = file.split('/');
  return TEST_FILE.test(file) || parts.slice(0, -1).some((part) => TEST_SUPPORT.has(part));
}

const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  resolveJsonModule: true,
};

/** Workspace folders (relative to root) as the root package.json declares them: "dir/*" or "dir". */
export function workspaces(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return (manifest.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent))
      .map((name) => `${parent}/${name}`)
      .filter((dir) => existsSync(join(root, dir, 'package.json')));
  });
}

/**
 * Entry points a workspace declares itself: source files its package.json scripts run
 * (`node --import tsx src/main.ts`) and the module scripts its index.html loads.
 */
export function declaredEntries(root: string, workspace: string): string[] {
  const dir = join(root, workspace);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const found = new Set<string>();
  for (const command of Object.values(manifest.scripts ?? {})) {
    for (const token of command.split(/\s+/)) {
      if (token.startsWith('src/') && MODULE.test(token)) found.add(token);
    }
  }
  const html = join(dir, 'index.html');
  if (existsSync(html)) {
    for (const match of readFileSync(html, 'utf8').matchAll(/<script[^>]*\bsrc="\/?([^"]+)"/g)) {
      if (match[1] && MODULE.test(match[1])) found.add(match[1]);
    }
  }
  return [...found].map((file) => `${workspace}/${file}`).filter((file) => existsSync(join(root, file)));
}

/** Every source module under the workspaces' src/ folders, test files and test support left out. */
export function productionSources(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'node_modules' && !TEST_SUPPORT.has(name)) walk(path);
      } else if (MODULE.test(name) && !DECLARATION.test(name) && !TEST_FILE.test(name)) {
        out.push(toPosix(relative(root, path)));
      }
    }
  };
  for (const workspace of dirs) {
    const src = join(root, workspace, 'src');
    if (existsSync(src)) walk(src);
  }
  return out.sort();
}

/** The module specifiers a file loads: static and dynamic imports, re-exports, `new URL(x, import.meta.url)`. */
export function specifiersOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'URL'
    ) {
      // Workers and assets are loaded by address relative to the module that names them.
      const [arg, base] = node.arguments ?? [];
      if (arg && ts.isStringLiteralLike(arg) && base && base.getText(source) === 'import.meta.url') {
        found.push(arg.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Resolves a specifier the way the bundler and tsx do; `@practicum/*` goes through each package's exports. */
function resolveSpecifier(
  specifier: string,
  from: string,
  cache: ts.ModuleResolutionCache,
): string | undefined {
  if (specifier.startsWith('.')) {
    // A relative file named with its own extension (a worker, a plain JS module) is that file.
    const direct = resolve(dirname(from), specifier);
    if (MODULE.test(direct) && !DECLARATION.test(direct) && existsSync(direct)) return direct;
  }
  // Workspace packages resolve through their node_modules link; the real path is their source, while
  // third-party modules stay under node_modules and are left out by the walk.
  const resolved = ts.resolveModuleName(specifier, from, OPTIONS, ts.sys, cache).resolvedModule;
  if (!resolved) return undefined;
  return ts.sys.realpath ? ts.sys.realpath(resolved.resolvedFileName) : resolved.resolvedFileName;
}

/** Files (relative to root) reached from the entries, the entries included. */
export function reachable(root: string, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(root, entry));
  const absoluteRoot = resolve(root);
  const cache = ts.createModuleResolutionCache(absoluteRoot, (name) => name, OPTIONS);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const key = toPosix(relative(absoluteRoot, file));
    if (seen.has(key) || key.startsWith('..') || key.split('/').includes('node_modules')) continue;
    seen.add(key);
    if (!MODULE.test(file)) continue;
    for (const specifier of specifiersOf(file, readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(specifier, file, cache);
      if (target) queue.push(target);
    }
  }
  return seen;
}

export interface Report {
  entries: string[];
  unreached: string[];
  /** Allowed files that are reached after all or no longer exist: the allow-list has gone stale. */
  stale: string[];
  /** Test files or test support that production code imports, and so ships. */
  testCodeReached: string[];
}

/**
 * Production sources no entry reaches. Extra entries (CLIs, one-off tools) are walked like the declared
 * ones; allowed files are left out of the answer without being walked.
 */
export function findUnreached(
  root: string,
  extra: { entries?: readonly string[]; allowed?: readonly string[] } = {},
): Report {
  const dirs = workspaces(root);
  const entries = [...dirs.flatMap((dir) => declaredEntries(root, dir)), ...(extra.entries ?? [])];
  const reached = reachable(root, entries);
  const sources = productionSources(root, dirs);
  const allowed = new Set(extra.allowed ?? []);
  const unreached = sources.filter((file) => !reached.has(file) && !allowed.has(file));
  const stale = [...allowed].filter((file) => reached.has(file) || !sources.includes(file));
  const testCodeReached = [...reached].filter(isTestCode).sort();
  return { entries, unreached, stale, testCodeReached };
}

function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}
