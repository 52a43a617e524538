#!/usr/bin/env node
// Comments must point only at what a newcomer can open: files of this repository. This finds, in source comments
// (ts, tsx, js, mjs, sh, css; not Markdown), citations of documents that are not here (the specification and its
// section numbers, and any Markdown file the repository lacks), issue numbers, reviews and sessions, and prints
// each with file:line and a total per kind.
//
//   node scripts/check-comments.mjs [--check] [path ...]
//
// Paths are files or folders (default: the whole repository), or git pathspecs such as ':!apps/web/src' to leave a
// folder out; `--check` exits 1 when anything is found.
// Comments are read with a parser (@babel/parser), so a `//` inside a string or a template is never taken for one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from '@babel/parser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const SCRIPT = /\.(ts|tsx|js|mjs|cjs|mts|cts)$/;
const SHELL = /\.sh$/;
const CSS = /\.css$/;
/** Generated from another source: its comments are that source's (the OpenAPI document's descriptions). */
const GENERATED = /\.generated\.ts$/;
/** This script: its own comments describe the patterns, with examples of each. */
const SELF = relative(root, fileURLToPath(import.meta.url));

/** Every file git knows or would add (tracked and untracked, .gitignore respected) under the given paths. */
function filesUnder(paths) {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...paths], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter(Boolean)
    .filter((file) => !GENERATED.test(file) && file !== SELF)
    .filter((file) => SCRIPT.test(file) || SHELL.test(file) || CSS.test(file) || isShellScript(file));
}

/** An extension-less executable such as `.ci/run`: a shell script when its first line says so. */
function isShellScript(file) {
  if (basename(file).includes('.')) return false;
  try {
    return /^#!.*\b(ba|z|da)?sh\b/.test(readFileSync(join(root, file), 'utf8').slice(0, 100));
  } catch {
    return false;
  }
}

/**
 * Comments as { line, text }: one entry per block comment, and one per run of line comments on consecutive lines,
 * so a citation broken over two lines is still one. Lines are joined by '\n'.
 */
export function commentsOf(file, source) {
  if (SCRIPT.test(file)) return scriptComments(file, source);
  if (CSS.test(file)) return blockComments(source);
  return joinRuns(shellComments(source));
}

function scriptComments(file, source) {
  const plugins = /\.(ts|mts|cts)$/.test(file) ? ['typescript'] : ['typescript', 'jsx'];
  let ast;
  try {
    ast = parse(source, {
      sourceType: 'unambiguous',
      plugins,
      errorRecovery: true,
      allowReturnOutsideFunction: true,
      allowAwaitOutsideFunction: true,
    });
  } catch (error) {
    throw new Error(`${file}: cannot be parsed (${error.message})`);
  }
  const blocks = ast.comments
    .filter((comment) => comment.type === 'CommentBlock')
    .map((comment) => ({ line: comment.loc.start.line, text: comment.value }));
  const lines = ast.comments
    .filter((comment) => comment.type === 'CommentLine')
    .map((comment) => ({ line: comment.loc.start.line, text: comment.value }));
  return [...blocks, ...joinRuns(lines)];
}

/** Line comments on consecutive lines become one comment. */
function joinRuns(lines) {
  const runs = [];
  for (const comment of lines) {
    const last = runs.at(-1);
    if (last && last.line + last.text.split('\n').length === comment.line) last.text += `\n${comment.text}`;
    else runs.push({ ...comment });
  }
  return runs;
}

function blockComments(source) {
  return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    line: source.slice(0, match.index).split('\n').length,
    text: match[0].slice(2, -2),
  }));
}

/** A `#` that starts a line's comment: at the line's start or after a blank, outside quotes; not the shebang. */
function shellComments(source) {
  const found = [];
  source.split('\n').forEach((line, index) => {
    if (index === 0 && line.startsWith('#!')) return;
    let quote = null;
    for (let i = 0; i < line.length; i += 1) {
      const char = line[i];
      if (quote) {
        if (char === '\\' && quote === '"') i += 1;
        else if (char === quote) quote = null;
      } else if (char === '\\') i += 1;
      else if (char === "'" || char === '"') quote = char;
      else if (char === '#' && (i === 0 || /\s/.test(line[i - 1]))) {
        found.push({ line: index + 1, text: line.slice(i + 1) });
        return;
      }
    }
  });
  return found;
}

/** Markdown files present in the repository: a comment may name these. */
function markdownHere() {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  });
  return new Set(
    out
      .split('\n')
      .filter(Boolean)
      .map((file) => basename(file).toLowerCase()),
  );
}

/**
 * What a newcomer cannot open, by kind: each pattern is a global regular expression, or a function that answers the
 * spans it finds, run over a whole comment (its lines joined by single spaces).
 * - spec: the specification's documents by name (`ordering.md`, the accounts doc) or a section number of one (the
 *   section sign, "section" or "spec" followed by a number), and any other Markdown file the repository does not
 *   hold (DESIGN.md, STYLE.md). A section of an RFC is not counted: RFCs are published for anyone to read.
 * - issue: an issue or pull request by number (a hash and digits, "issue" or "PR" and a number); not a number
 *   written as a product shows it (an order's number, PKCS, React's error codes).
 * - review: a review or an audit named as the source of a rule ("found by review", an audit's name and finding,
 *   "the audit's" clock or file).
 * - session: a working session named as a source ("session" and a number, "this session").
 */
export function patterns(markdown = markdownHere()) {
  const spans = (regex, keep) => (text) =>
    [...text.matchAll(regex)]
      .filter((match) => keep(match, text.slice(Math.max(0, match.index - 80), match.index)))
      .map((match) => [match.index, match.index + match[0].length]);
  return {
    spec: [
      /§\s*\d+(?:\.\d+)*/g,
      spans(/\bsections?\s+\d+(?:\.\d+)*/gi, (_, before) => !/\bRFC\s*\d+,?\s*$/i.test(before)),
      /\bspec(?:ification)?\s+\d+\.\d+/gi,
      /\b(?:ordering|accounts)\s+\d+\.\d+/g,
      /\b(?:ordering|accounts)\s+(?:doc|document|spec|specification)\b(?:,?\s+\d+\b)?/gi,
      spans(/\b[\w.-]+\.md\b/gi, (match) => !markdown.has(match[0].toLowerCase())),
    ],
    issue: [
      spans(
        /(?<![\w&/])#\d+\b/g,
        (_, before) => !/(?:\b(?:React|PKCS|[Oo]rder|number)\b[^.;]*|["'`])$/.test(before),
      ),
      /\bissues?\s+#?\d+/gi,
      /\b(?:PR|pull request)\s*#?\d+/gi,
    ],
    review: [
      /\b(?:found|caught|raised|flagged|seen)\s+(?:by|in|during)\s+(?:a\s+|the\s+)?(?:\w+\s+)?review\b/gi,
      /\b(?:hostile|code|design|fault|security)\s+(?:review|audit)\b/gi,
      /\breview\s+(?:of|round|finding|note)s?\b/gi,
      /\baudits?\s+[A-Z]\d*\b/g,
      /\b[A-Z]\d\s+F\d+\b/g,
      /\b(?:findings?|reviewer)\s+\d+/gi,
      /\bthe audit's\b/gi,
      /\(\s*review\s*\)/gi,
    ],
    session: [
      /\bsession\s+\d+/gi,
      /\b(?:this|an? earlier|a previous|the previous|the last) (?:working )?session\b(?!'s (?:token|cookie|user|row|expiry|id))/gi,
    ],
  };
}

/** Spans of one kind in a text, overlapping or nearly touching ones merged ("DESIGN.md section 12" is one). */
function spansOf(list, text) {
  const spans = list
    .flatMap((pattern) =>
      typeof pattern === 'function'
        ? pattern(text)
        : [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]),
    )
    .sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1] + 2) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** The citations in one file's source: { file, line, kind, cited, text }. */
export function citationsIn(file, source, kinds = patterns()) {
  const found = [];
  for (const comment of commentsOf(file, source)) {
    // A block comment's lines lose their leading `*`, so a citation wrapped onto the next line still reads as one.
    const lines = comment.text.split('\n').map((line) => line.replace(/^\s*\*(?!\/)/, ''));
    const text = lines.join(' ');
    const lineAt = (offset) => {
      let end = 0;
      for (let i = 0; i < lines.length; i += 1) {
        end += lines[i].length + 1;
        if (offset < end) return i;
      }
      return lines.length - 1;
    };
    for (const [kind, list] of Object.entries(kinds)) {
      for (const [start, end] of spansOf(list, text)) {
        const at = lineAt(start);
        found.push({
          file,
          line: comment.line + at,
          kind,
          cited: text.slice(start, end).replace(/\s+/g, ' '),
          text: lines[at].trim(),
        });
      }
    }
  }
  return found;
}

export function findCitations(files, kinds = patterns()) {
  return files
    .flatMap((file) => citationsIn(file, readFileSync(join(root, file), 'utf8'), kinds))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function main(argv) {
  const check = argv.includes('--check');
  // A git pathspec with magic (`:!apps/web/src` leaves a folder out) is passed to git as it is.
  const paths = argv
    .filter((arg) => arg !== '--check')
    .map((path) => (path.startsWith(':') ? path : relative(root, join(process.cwd(), path)) || '.'));
  const included = paths.filter((path) => !/^:(?:!|\^|\(exclude)/.test(path));
  const found = findCitations(filesUnder(included.length ? paths : ['.', ...paths]));
  for (const { file, line, kind, cited, text } of found)
    console.log(`${file}:${line} ${kind} «${cited}»: ${text}`);
  const counts = Object.fromEntries(Object.keys(patterns()).map((kind) => [kind, 0]));
  for (const { kind } of found) counts[kind] += 1;
  const perKind = Object.entries(counts)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  console.log(`${found.length} citation(s) a newcomer cannot open (${perKind})`);
  if (check && found.length > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
