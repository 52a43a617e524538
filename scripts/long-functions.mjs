#!/usr/bin/env node
// Functions of the web app longer than 100 lines (components, hooks, helpers and callbacks alike), longest first:
// a screen that long mixes several parts that read better as the feature's own components and hooks.
//
//   node scripts/long-functions.mjs [--check]
//
// `--check` exits 1 when a function over the limit is not in ALLOWED below (file and name).
// Functions are found with a parser (@babel/parser), so a brace inside a string or a template never counts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from '@babel/parser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const LIMIT = 100;

/**
 * Functions still over the limit while they are being split. This list only shrinks: remove an entry once its
 * function is under the limit, and never add one (split the new function instead).
 */
export const ALLOWED = [];

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$|\/test\//;

/** The web app's source files (tracked and untracked, .gitignore respected), tests left out. */
function webFiles() {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', 'apps/web/src'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\n').filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.endsWith('.d.ts'));
}

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
]);

/** The name a reader knows a function by: its own, its variable's, its property's, or `anonymous`. */
function nameOf(node, parent) {
  if (node.id?.name) return node.id.name;
  if (node.key) return keyName(node.key);
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if ((parent?.type === 'ObjectProperty' || parent?.type === 'ClassProperty') && parent.key) {
    return keyName(parent.key);
  }
  if (parent?.type === 'AssignmentExpression') {
    const left = parent.left;
    if (left.type === 'Identifier') return left.name;
    if (left.type === 'MemberExpression' && !left.computed) return left.property.name;
  }
  // A component wrapped in memo() or forwardRef(): the variable that holds the call.
  if (parent?.type === 'CallExpression' && parent.wrapperName) return parent.wrapperName;
  return 'anonymous';
}

function keyName(key) {
  if (key.type === 'Identifier' || key.type === 'PrivateName') return key.name ?? key.id?.name;
  if (key.type === 'StringLiteral') return key.value;
  return 'anonymous';
}

/** Every function of the source longer than `limit` lines, as { name, line, lines }. */
export function longFunctions(file, source, limit = LIMIT) {
  let ast;
  try {
    ast = parse(source, {
      sourceType: 'module',
      plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
    });
  } catch (error) {
    throw new Error(`${file}: cannot be parsed (${error.message})`);
  }
  const found = [];
  const visit = (node, parent) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'CallExpression' &&
      parent?.type === 'VariableDeclarator' &&
      parent.id.type === 'Identifier'
    ) {
      node.wrapperName = parent.id.name;
    }
    if (FUNCTION_TYPES.has(node.type)) {
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > limit) found.push({ name: nameOf(node, parent), line: node.loc.start.line, lines });
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'wrapperName') continue;
      const value = node[key];
      if (Array.isArray(value)) for (const child of value) visit(child, node);
      else if (value && typeof value === 'object') visit(value, node);
    }
  };
  visit(ast.program, null);
  return found;
}

/** Every long function of the given files, longest first. */
export function scan(files, read) {
  const all = files.flatMap((file) => longFunctions(file, read(file)).map((found) => ({ file, ...found })));
  return all.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
}

export const isAllowed = (found, allowed = ALLOWED) =>
  allowed.some((entry) => entry.file === found.file && entry.name === found.name);

/** Allowed entries with no function over the limit any more: the list is to lose them. */
export const staleEntries = (found, allowed = ALLOWED) =>
  allowed.filter((entry) => !found.some((f) => f.file === entry.file && f.name === entry.name));

function main() {
  const check = process.argv.includes('--check');
  const found = scan(webFiles(), (file) => readFileSync(join(root, file), 'utf8'));
  for (const entry of found) {
    const { file, line, name, lines } = entry;
    const mark = isAllowed(entry) ? ' (allowed)' : '';
    console.log(`${String(lines).padStart(4)}  ${file}:${line}  ${name}${mark}`);
  }
  const refused = found.filter((entry) => !isAllowed(entry));
  console.log(`${found.length} functions over ${LIMIT} lines, ${refused.length} not allowed`);
  for (const entry of staleEntries(found)) {
    console.log(`No longer over the limit, remove it from ALLOWED: ${entry.file} ${entry.name}`);
  }
  if (check && refused.length > 0) {
    console.error(
      `Split these into the feature's components and hooks (scripts/long-functions.mjs): ${refused
        .map(({ file, name }) => `${file} ${name}`)
        .join(', ')}`,
    );
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
