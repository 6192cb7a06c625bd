// A server for browser journeys: the real server (built web app + API) as a process on a free
// loopback port, with a DATA_DIR of its own and, when TEST_DATABASE_URL names a PostgreSQL server
// the tests may create databases on, a database of its own there. Each Playwright worker has one
// (fixtures.ts), and a journey that reads figures over all the data has one to itself, so no
// journey ever sees another's rows (docs/architecture.md, "Browser tests").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../api/test/server-process';
import { createTestDatabase } from '../api/test/test-database';
import { servedTimeZone } from './server-zone';

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1', username: 'e2e_admin' };

/** The built web app the servers serve. */
export function webDist(): string {
  return process.env.WEB_DIST_DIR || path.resolve(import.meta.dirname, '../dist');
}

export interface TestServer {
  url: string;
  dataDir: string;
  /** DATABASE_URL on PostgreSQL; undefined on SQLite (dataDir/app.db). */
  databaseUrl?: string;
  /** The operator's calendar the server serves (APP_TIMEZONE, as its pages name it). */
  timeZone: string;
  stop(): Promise<void>;
}

/**
 * Starts a server with `env` on top of the journeys' settings; `nodeArgs` go before its script
 * (e.g. a preload that moves its clock, shifted-clock.mjs).
 */
export async function startTestServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-'));
  const database = await createTestDatabase(dataDir);
  try {
    const server = await startServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url ?? '',
        WEB_DIST_DIR: webDist(),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_USERNAME: ADMIN.username,
        STRIPE_SECRET_KEY: '',
        SMTP_URL: '',
        // Every journey signs users in and up: argon2id at its lowest cost (docs/runtime.md, "Settings").
        PASSWORD_HASH_COST: 'lowest',
        // A journey's requests may name their own addresses (fixtures.ts).
        TRUST_PROXY: '1',
        ...env,
      },
      nodeArgs,
    );
    return {
      url: server.url,
      dataDir,
      databaseUrl: database.url,
      timeZone: await servedTimeZone(server.url),
      async stop() {
        await server.stop();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}
