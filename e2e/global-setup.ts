// Starts the real server (built web app + API) on a free loopback port with a temporary
// DATA_DIR, and passes its address to the tests through the environment. With TEST_DATABASE_URL
// (a PostgreSQL server the tests may create databases on) the server keeps its data in a fresh
// database of its own there; the journeys reach the data only through the product (e2e/server-data.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../api/test/server-process';
import { createTestDatabase } from '../api/test/test-database';
import { servedTimeZone } from './server-zone';

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1', username: 'e2e_admin' };

/** The built web app the servers of the run serve. */
export function webDist(): string {
  return process.env.WEB_DIST_DIR || path.resolve(import.meta.dirname, '../dist');
}

export default async function globalSetup() {
  const dist = webDist();
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`Build the web app first (npm run build): no ${dist}/index.html`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-'));
  // Every journey signs users in and up: argon2id at its lowest cost (docs/runtime.md,
  // "Settings"), on this server and on those a spec starts of its own (they inherit it).
  process.env.PASSWORD_HASH_COST = 'lowest';
  const database = await createTestDatabase(dataDir);
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? '',
    WEB_DIST_DIR: dist,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_USERNAME: ADMIN.username,
    STRIPE_SECRET_KEY: '',
    SMTP_URL: '',
    // The workers' requests name their own addresses (fixtures.ts).
    TRUST_PROXY: '1',
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;
  if (database.url) process.env.E2E_DATABASE_URL = database.url;
  process.env.E2E_TIMEZONE = await servedTimeZone(server.url);
  return async () => {
    await server.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
