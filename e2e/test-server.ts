// A server for browser journeys: the real server (built web app + API) as a process on a free
// loopback port, with a DATA_DIR of its own and, when TEST_DATABASE_URL names a PostgreSQL server
// the tests may create databases on, a database of its own there. Each Playwright worker has one
// (fixtures.ts), and a journey that reads figures over all the data has one to itself, so no
// journey ever sees another's rows (docs/architecture.md, "Tests").
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
  /**
   * Moves the server's clock to `shiftMs` from the real time (0: back to now) and resolves once it
   * reads so: a server started with `{ movableClock: true }` only (shifted-clock.mjs).
   */
  moveClock(shiftMs: number): Promise<void>;
  stop(): Promise<void>;
}

const SHIFTED_CLOCK = path.join(import.meta.dirname, 'shifted-clock.mjs');

/**
 * Starts a server with `env` on top of the journeys' settings; `movableClock`: a clock the
 * journey can move (`moveClock`), for sets published on a day before the draws they score.
 */
export async function startTestServer(env: Record<string, string> = {}, opts: { movableClock?: boolean } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-'));
  const database = await createTestDatabase(dataDir);
  const clockFile = path.join(dataDir, 'clock-shift');
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
        ...(opts.movableClock && { CLOCK_FILE: clockFile }),
        ...env,
      },
      opts.movableClock ? ['--import', SHIFTED_CLOCK] : [],
    );
    return {
      url: server.url,
      dataDir,
      databaseUrl: database.url,
      timeZone: await servedTimeZone(server.url),
      async moveClock(shiftMs) {
        if (!opts.movableClock) throw new Error('This server was started without a movable clock.');
        fs.rmSync(`${clockFile}.ack`, { force: true });
        fs.writeFileSync(clockFile, String(shiftMs));
        server.child.kill('SIGUSR2');
        for (let i = 0; fs.readFileSync(`${clockFile}.ack`, { encoding: 'utf8', flag: 'a+' }) !== String(shiftMs); i++) {
          if (i > 200) throw new Error('The server did not move its clock.');
          await new Promise((r) => setTimeout(r, 50));
        }
      },
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
