import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDirs } from './testing/temp-dirs';

// scripts/lint-features.mjs run on a small tree of server features: what it lets through and what it refuses.
const lint = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'scripts', 'lint-features.mjs');
const tempDir = tempDirs('lint-features-');

/** Files under apps/server/src/features, or under apps/server/src itself when `under` is ''. */
function tree(files: Record<string, string>, under = 'features'): string {
  const root = tempDir();
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, 'apps', 'server', 'src', under, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

function run(repo: string): { ok: boolean; output: string } {
  try {
    return {
      ok: true,
      output: execFileSync(process.execPath, [lint, repo], { encoding: 'utf8', stdio: 'pipe' }),
    };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  }
}

describe('server feature boundaries', () => {
  it('lets a feature use another through its index.ts, and a test use its fixtures', () => {
    const repo = tree({
      'a/index.ts': "export { one } from './one';\n",
      'a/one.ts': 'export const one = 1;\n',
      'a/a-fixtures.ts': 'export const sample = 2;\n',
      'b/two.ts': "import { one } from '../a';\nexport const two = one + 1;\n",
      'b/two.test.ts': "import { sample } from '../a/a-fixtures';\nexport const x = sample;\n",
    });
    expect(run(repo)).toMatchObject({ ok: true });
  });

  it('refuses a reach into another feature’s internals', () => {
    const repo = tree({
      'a/index.ts': "export { one } from './one';\n",
      'a/one.ts': 'export const one = 1;\n',
      'b/two.ts': "import { one } from '../a/one';\nexport const two = one + 1;\n",
    });
    const result = run(repo);
    expect(result.ok).toBe(false);
    expect(result.output).toContain("imports the internals of server feature 'a' (../a/one)");
  });

  it('refuses features that import each other, types included', () => {
    const repo = tree({
      'a/index.ts': "export { one } from './one';\n",
      'a/one.ts': "import type { Two } from '../b';\nexport const one = 1;\nexport type One = Two;\n",
      'b/index.ts': "export type { Two } from './two';\n",
      'b/two.ts': "import { one } from '../a';\nexport type Two = typeof one;\n",
    });
    const result = run(repo);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('server features import each other in a cycle');
  });

  it('refuses files of one feature that import each other', () => {
    const repo = tree({
      'a/one.ts': "import { two } from './two';\nexport const one = () => two();\n",
      'a/two.ts': "import { one } from './one';\nexport const two = () => one();\n",
    });
    const result = run(repo);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('server files import each other in a cycle');
  });

  it('refuses SQL in a route file: Drizzle, a repository or a query on the database handle', () => {
    const repo = tree({
      'a/index.ts': "export { registerRoutes } from './a.routes';\n",
      'a/a.repository.ts': "import { sql } from 'drizzle-orm';\nexport const one = sql`select 1`;\n",
      'a/a.routes.ts':
        "import { eq } from 'drizzle-orm';\nimport { one } from './a.repository';\n" +
        'export const registerRoutes = (app: { db: { execute(q: unknown): void } }) => app.db.execute([eq, one]);\n',
    });
    const result = run(repo);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('a/a.routes.ts: a route runs SQL (drizzle-orm)');
    expect(result.output).toContain('a/a.routes.ts: a route runs SQL (./a.repository)');
    expect(result.output).toContain('a/a.routes.ts: a route runs SQL (db.execute(');
  });

  it('lets a route call a service that uses the repository', () => {
    const repo = tree({
      'a/index.ts': "export { registerRoutes } from './a.routes';\n",
      'a/a.repository.ts': "import { sql } from 'drizzle-orm';\nexport const one = () => sql`select 1`;\n",
      'a/a.service.ts': "import { one } from './a.repository';\nexport const answer = () => one();\n",
      'a/a.routes.ts':
        "import { answer } from './a.service';\nexport const registerRoutes = () => answer();\n",
    });
    expect(run(repo)).toMatchObject({ ok: true });
  });

  it('refuses Drizzle, the schema or a statement run outside a repository and the database layer', () => {
    const repo = tree(
      {
        'features/a/index.ts': "export { answer } from './a.service';\n",
        'features/a/a.service.ts':
          "import { eq } from 'drizzle-orm';\nimport { orders } from '../../db/schema';\nexport const answer = () => [eq, orders];\n",
        'plugins/limits.ts': "import { run } from '../db/statement';\nexport const limit = run;\n",
        'db/schema.ts': 'export const orders = 1;\n',
        'db/statement.ts': 'export const run = 1;\nexport interface Statement { text: string }\n',
      },
      '',
    );
    const result = run(repo);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('features/a/a.service.ts: imports drizzle-orm outside a repository');
    expect(result.output).toContain('features/a/a.service.ts: imports ../../db/schema outside a repository');
    expect(result.output).toContain('plugins/limits.ts: imports ../db/statement outside a repository');
  });

  it('lets repositories, the database layer and tests query, and a service hold statements as a type', () => {
    const repo = tree(
      {
        'features/a/index.ts': "export { answer } from './a.service';\n",
        'features/a/a.repository.ts':
          "import { eq } from 'drizzle-orm';\nimport { orders } from '../../db/schema';\nexport const read = () => [eq, orders];\n",
        'features/a/a.service.ts':
          "import type { Statement } from '../../db/statement';\nimport { read } from './a.repository';\n" +
          'export const answer = (s: Statement) => [s, read()];\n',
        'features/a/a.integration-test.ts':
          "import { orders } from '../../db/schema';\nexport const t = orders;\n",
        'testing/seed.ts': "import { orders } from '../db/schema';\nexport const seed = orders;\n",
        'db/schema.ts': "import { sql } from 'drizzle-orm';\nexport const orders = sql;\n",
        'db/statement.ts': 'export const run = 1;\nexport interface Statement { text: string }\n',
      },
      '',
    );
    expect(run(repo)).toMatchObject({ ok: true });
  });

  it('refuses a reach into a feature from outside the features: app.ts, cli/, plugins/, outbox/, types included', () => {
    const repo = tree(
      {
        'features/a/index.ts': "export { one } from './one';\n",
        'features/a/one.ts': 'export const one = 1;\nexport type One = 1;\n',
        'app.ts': "import { one } from './features/a/one';\nexport const app = one;\n",
        'cli/seed.ts': "import { one } from '../features/a/one';\nexport const seed = one;\n",
        'plugins/auth.ts': "import type { One } from '../features/a/one';\nexport type Auth = One;\n",
        'outbox/handlers.ts': "export { one } from '../features/a/one';\n",
      },
      '',
    );
    const result = run(repo);
    expect(result.ok).toBe(false);
    expect(result.output).toContain("app.ts: imports the internals of server feature 'a' (./features/a/one)");
    expect(result.output).toContain(
      "cli/seed.ts: imports the internals of server feature 'a' (../features/a/one)",
    );
    expect(result.output).toContain(
      "plugins/auth.ts: imports the internals of server feature 'a' (../features/a/one)",
    );
    expect(result.output).toContain(
      "outbox/handlers.ts: imports the internals of server feature 'a' (../features/a/one)",
    );
  });

  it('lets everything outside the features use their index.ts, and tests and testing/ their fixtures', () => {
    const repo = tree(
      {
        'features/a/index.ts': "export { one } from './one';\n",
        'features/a/one.ts': 'export const one = 1;\n',
        'features/a/a-fixtures.ts': 'export const sample = 2;\n',
        'app.ts': "import { one } from './features/a';\nexport const app = one;\n",
        'cli/seed.ts': "import { one } from '../features/a';\nexport const seed = one;\n",
        'cli/seed.integration-test.ts':
          "import { sample } from '../features/a/a-fixtures';\nexport const t = sample;\n",
        'testing/sample.ts': "import { sample } from '../features/a/a-fixtures';\nexport const s = sample;\n",
      },
      '',
    );
    expect(run(repo)).toMatchObject({ ok: true });
  });

  it('refuses a file outside the features using one’s fixtures when it is not a test', () => {
    const repo = tree(
      {
        'features/a/index.ts': "export { one } from './one';\n",
        'features/a/one.ts': 'export const one = 1;\n',
        'features/a/a-fixtures.ts': 'export const sample = 2;\n',
        'cli/seed.ts': "import { sample } from '../features/a/a-fixtures';\nexport const seed = sample;\n",
      },
      '',
    );
    const result = run(repo);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      "cli/seed.ts: imports the internals of server feature 'a' (../features/a/a-fixtures)",
    );
  });
});
