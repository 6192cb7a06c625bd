// A PostgreSQL database made by an earlier version (flags as integers 0/1, the generations row and
// its triggers) migrates forward at start-up without losing a row: every flag becomes the boolean
// it stood for, and a change of access still reaches the caches (now by NOTIFY, with no row
// written). PostgreSQL only (npm test's PostgreSQL pass).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/test-database';
import { migratePostgres } from './migrate';

const server = testDatabaseUrl();
if (!server) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server for *.pg.test.ts (npm test sets it).');
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-migrate-'));
const name = `lp_migrate_${process.pid}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`drop database if exists "${name}" with (force)`);
await admin.query(`create database "${name}"`);
const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
afterAll(async () => {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** drizzle-pg/ as it stood before the flags became booleans: its first five migrations. */
function earlierMigrations(): string {
  const folder = path.join(dir, 'drizzle-pg');
  fs.cpSync(path.join(ROOT, 'drizzle-pg'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0005');
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('a database of an earlier version', () => {
  it('migrates forward: flags become booleans, every row stays, a change of access is announced', async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await migrate(drizzle({ client: c }), { migrationsFolder: earlierMigrations() });
      await c.query(`insert into users (username, email, password_hash, role, subscription_expires_at, created_at) values ('old', 'old@example.com', 'x', 'subscriber', 99, 1)`);
      await c.query(
        `insert into prediction_batches (date, time_of_day, archived, valid_through, created_at, updated_at) values ('2026-01-01', 'Morning', 1, '2026-01-01', 1, 1), ('2026-01-02', 'Evening', 0, '2026-01-02', 1, 1)`,
      );
      await c.query(
        `insert into memberships (user_id, provider, subscription_id, plan, status, current_period_end, cancel_at_period_end, created_at) values (1, 'stripe', 'sub_old', 'monthly', 'active', 5, 1, 1)`,
      );
      await c.query(
        `insert into simulated_checkouts (id, user_id, plan, amount_cents, renew, created_at) values ('sim_a', 1, 'monthly', 200, 1, 1), ('sim_b', 1, 'daily', 100, 0, 1)`,
      );
      await c.query(`insert into number_lists (user_id, mails, updated_at) values (1, 1, 1)`);

      await migratePostgres(url);

      const flags = await c.query(`select
        (select array_agg(archived order by id) from prediction_batches) as archived,
        (select cancel_at_period_end from memberships) as cancel,
        (select array_agg(renew order by id) from simulated_checkouts) as renew,
        (select mails from number_lists) as mails,
        (select count(*)::int from users) as users,
        (select count(*)::int from information_schema.tables where table_name = 'generations') as generations`);
      expect(flags.rows[0]).toEqual({ archived: [true, false], cancel: true, renew: [true, false], mails: true, users: 1, generations: 0 });
      // New rows take the boolean default.
      await c.query(`insert into prediction_batches (date, time_of_day, created_at, updated_at) values ('2026-01-03', 'Morning', 1, 1)`);
      expect((await c.query(`select archived from prediction_batches where date = '2026-01-03'`)).rows).toEqual([{ archived: false }]);

      const listener = new pg.Client({ connectionString: url });
      await listener.connect();
      const heard: string[] = [];
      listener.on('notification', (n) => heard.push(n.payload ?? ''));
      await listener.query('listen lotto_cache');
      await c.query(`update users set role = 'customer' where email = 'old@example.com'`);
      await c.query(`update users set username = 'renamed' where email = 'old@example.com'`);
      // Notifications committed before a query reach the listener before its answer.
      await listener.query('select 1');
      await listener.end();
      // The demotion, and not the rename.
      expect(heard).toEqual(['users']);
    } finally {
      await c.end();
    }
  });
});
