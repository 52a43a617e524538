// `npm run build -w @ordering/server`: the server and its command-line entries compiled to dist/*.js (ESM, Node 24),
// so production runs no TypeScript transpiler. The workspace's domain package is bundled in (its sources are
// TypeScript); every other package stays in node_modules, imported as it is.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

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
  plugins: [
    {
      name: 'packages-external-but-the-workspace',
      setup(b) {
        // A bare import names a package: kept external unless it is one of the workspace's own (@ordering/*).
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@ordering/') || args.path.startsWith('node:')
            ? undefined
            : { external: true },
        );
      },
    },
  ],
});
process.stdout.write(`Server built into ${outdir}\n`);
