/** The message start-up and `npm run migrate` print when the migrations cannot run. */
import { describe, expect, it } from 'vitest';
import { migrationFailure } from './migration-failure';

describe('migrationFailure', () => {
  it('names the setting and where it points, without its password, when the server cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:6543'), { code: 'ECONNREFUSED' });
    expect(migrationFailure(refused, 'postgres://app:s3cret@10.0.0.5:6543/ordering')).toBe(
      'cannot reach PostgreSQL at 10.0.0.5:6543/ordering (DATABASE_URL): connect ECONNREFUSED 10.0.0.5:6543',
    );
    expect(migrationFailure(refused, 'postgres://db.internal/ordering')).toContain(
      'PostgreSQL at db.internal:5432/ordering (DATABASE_URL)',
    );
  });

  it("tells a migration's own failure as PostgreSQL said it", () => {
    const failed = Object.assign(new Error('Failed query: create table "x" ()'), {
      cause: { message: 'relation "x" already exists' },
    });
    expect(migrationFailure(failed, 'postgres://app:s3cret@db/ordering')).toBe(
      'Failed query: create table "x" ()\nPostgreSQL: relation "x" already exists',
    );
  });
});
