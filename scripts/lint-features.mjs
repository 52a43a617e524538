#!/usr/bin/env node
// The web app's architecture rule (developers' guide): a feature is a folder of its own that imports no other feature.
// Features may import the shared layers (lib/, components/, i18n/) and @ordering/domain; the shared layers import no
// feature; only the app's routes (app/) and entry points put features together. Biome's restricted imports cannot say
// "any feature but this one" for relative paths, so this resolves every relative import and checks where it lands.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(repo, 'apps', 'web', 'src');
const SHARED = new Set(['lib', 'components', 'i18n', 'testing']);
const IMPORT = /(?:from\s+|import\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.(ts|tsx)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

const problems = [];
for (const file of existsSync(web) ? files(web) : []) {
  const from = relative(web, file).split('/');
  const layer = from[0];
  const feature = layer === 'features' ? from[1] : null;
  if (feature === null && !SHARED.has(layer)) continue; // app/, entry points: they compose features
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = normalize(join(dirname(relative(web, file)), match[2])).split('/');
    if (target[0] !== 'features') {
      if (target[0] === 'app' && layer !== 'app')
        problems.push(`${relative(web, file)} imports the app layer: ${match[2]}`);
      continue;
    }
    if (target[1] === feature) continue;
    problems.push(
      feature
        ? `${relative(web, file)}: feature '${feature}' imports feature '${target[1]}' (${match[2]})`
        : `${relative(web, file)}: shared '${layer}/' imports feature '${target[1]}' (${match[2]})`,
    );
  }
}

// The server's rule (docs/decisions/035-server-feature-boundaries.md): a feature under apps/server/src/features is
// used by other features, and by everything outside the features (app.ts, serve.ts, cli/, plugins/, outbox/...,
// docs/decisions/059-everything-outside-features-through-their-entry.md), only through its entry file, its index.ts;
// test files and test support (testing/) may also use a feature's `*-fixtures.ts` and `*-test-kit.ts`. No import
// cycle between files of apps/server/src nor between features; `import type` counts for the features (a type cycle
// is still a knot) but not for files (it is erased).
const server = join(repo, 'apps', 'server', 'src');
const features = join(server, 'features');
const SERVER_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?(['"])(\.{1,2}\/[^'"]+)\2|import\(\s*(['"])(\.{1,2}\/[^'"]+)\4/g;
const isTest = (file) => /\.(test|integration-test)\.ts$/.test(file);
const isSupport = (file) => /(-fixtures|-test-kit)\.ts$/.test(file);
const isTestSupport = (file) => isSupport(file) || relative(server, file).split(sep)[0] === 'testing';
const resolveTs = (from, spec) => {
  const base = normalize(join(dirname(from), spec)).replace(/\.js$/, '');
  return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate)) ?? null;
};
const featureOf = (file) => {
  const path = relative(features, file).split('/');
  return path[0] === '..' ? null : path[0];
};
const fileEdges = new Map();
const featureEdges = new Map();
const edge = (map, from, to, via) => {
  if (!map.has(from)) map.set(from, new Map());
  if (!map.get(from).has(to)) map.get(from).set(to, via);
};
for (const file of existsSync(server) ? files(server) : []) {
  const home = featureOf(file);
  for (const match of readFileSync(file, 'utf8').matchAll(SERVER_IMPORT)) {
    const spec = match[3] ?? match[5];
    const target = resolveTs(file, spec);
    if (!target) continue;
    const typeOnly = match[1] !== undefined;
    const there = featureOf(target);
    if (there !== null && there !== home) {
      const entry = target === join(features, there, 'index.ts');
      const support = (isTest(file) || isTestSupport(file)) && isSupport(target);
      if (!entry && !support)
        problems.push(
          `${relative(repo, file)}: imports the internals of server feature '${there}' (${spec}); import its index.ts (${relative(dirname(file), join(features, there)) || '.'})`,
        );
      if (home !== null && !isTest(file) && !isSupport(file))
        edge(featureEdges, home, there, relative(repo, file));
    }
    if (!typeOnly) edge(fileEdges, file, target, null);
  }
}
// Routes stay thin (docs/decisions/035-server-feature-boundaries.md): a route file parses, calls a service and answers.
// SQL lives in `*.repository.ts` files, so a route may not import Drizzle, the schema, a statement helper or a
// repository, nor run a query on the database handle.
const ROUTE_SQL =
  /(?:from\s+|import\(\s*)(['"])(drizzle-orm(?:\/[^'"]*)?|[^'"]*\/db\/(?:schema|statement|write-together)|[^'"]*\.repository)\1|\b(?:db|tx)\s*\.\s*(?:select|insert|update|delete|execute)\s*\(|\bsql`/g;
// Routes known to reach SQL, listed so that any other reach fails; empty: every route calls a service.
const KNOWN_ROUTE_SQL = new Set([]);
for (const file of existsSync(features) ? files(features) : []) {
  if (!file.endsWith('.routes.ts')) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(ROUTE_SQL))
    if (!KNOWN_ROUTE_SQL.has(`${relative(repo, file)} ${match[2]}`))
      problems.push(
        `${relative(repo, file)}: a route runs SQL (${match[2] ?? match[0].trim()}); call a service of the feature, which uses its repository`,
      );
}
// SQL lives in repositories everywhere on the server, not only out of routes: Drizzle and the schema are imported
// only by `*.repository.ts` files and the database layer (db/), and so is `run`, which sends a statement's SQL text
// (a service may hold `Statement` values that repositories built, as a type, and write them together). Tests and their
// support (testing/, `*-fixtures.ts`, `*-test-kit.ts`) may read and seed tables directly.
const DB_ACCESS =
  /(?:^|\n)\s*import\s+(type\s+)?(?:[^'";]*?\s+from\s+)?(['"])(drizzle-orm(?:\/[^'"]*)?|[^'"]*\/db\/(?:schema|statement)(?:\/[^'"]*)?)\2/g;
const mayQuery = (file) => {
  const path = relative(server, file);
  return (
    path.startsWith(`db${sep}`) ||
    path.startsWith(`testing${sep}`) ||
    file.endsWith('.repository.ts') ||
    isTest(file) ||
    isSupport(file)
  );
};
for (const file of existsSync(server) ? files(server) : []) {
  if (mayQuery(file)) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(DB_ACCESS)) {
    const statementType = match[1] !== undefined && /\/db\/statement$/.test(match[3]);
    if (!statementType)
      problems.push(
        `${relative(repo, file)}: imports ${match[3]} outside a repository; move the query into a *.repository.ts`,
      );
  }
}
// Tarjan's strongly connected components: each component of more than one node is a cycle.
const cycles = (edges) => {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
};
for (const cycle of cycles(featureEdges)) {
  const via = cycle.flatMap((from) =>
    cycle
      .filter((to) => featureEdges.get(from)?.has(to))
      .map((to) => `${from} -> ${to} (${featureEdges.get(from).get(to)})`),
  );
  problems.push(`server features import each other in a cycle: ${via.join(', ')}`);
}
// Cycles outside the features that this rule found already there, listed so that any other still fails. None is left:
// the last (places.ts and google-places.ts) ended when PlacesUnavailableError moved to its own file.
const KNOWN_FILE_CYCLES = new Set([]);
for (const cycle of cycles(fileEdges))
  if (
    !KNOWN_FILE_CYCLES.has(
      cycle
        .map((file) => relative(repo, file))
        .sort()
        .join(' '),
    )
  )
    problems.push(
      `server files import each other in a cycle: ${cycle.map((file) => relative(repo, file)).join(' <-> ')}`,
    );

if (problems.length > 0) {
  console.error(`Feature boundaries (scripts/lint-features.mjs):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  'Feature boundaries: every web feature imports only itself and the shared layers; server features are used, inside and outside features/, only through their index.ts, without cycles; SQL only in server repositories and db/, never in routes.',
);
