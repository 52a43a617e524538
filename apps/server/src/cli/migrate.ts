// `npm run migrate`: applies the database migrations and ends, for a deployment that migrates before it starts its
// processes. The server's own start applies them too, under the same advisory lock.
import { ConfigError, readConfig } from '../config';
import { openDatabase } from '../db/client';
import { exitIfInUse } from '../db/embedded-owner';
import { migrationFailure } from '../db/migration-failure';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`\nCannot migrate: ${err.message}\n\n`);
  process.exit(1);
}
const database = await openDatabase(config).catch(exitIfInUse('Cannot migrate'));
try {
  await database.migrate();
  process.stdout.write(`Database migrated (${database.driver === 'pg' ? 'PostgreSQL' : 'embedded'}).\n`);
} catch (err) {
  process.stderr.write(`\nThe migration failed: ${migrationFailure(err, config.databaseUrl)}\n\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
