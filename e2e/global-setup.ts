// Starts the real server (built web app + API) on a free loopback port with a temporary
// DATA_DIR, and passes its address to the tests through the environment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../api/test/server-process';
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
  const server = await startServer({
    DATA_DIR: dataDir,
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
  process.env.E2E_TIMEZONE = await servedTimeZone(server.url);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
