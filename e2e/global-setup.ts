// Starts the real server (built web app + API) on a free loopback port with a temporary
// DATA_DIR, and passes its address to the tests through the environment.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1', username: 'e2e_admin' };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '..');
  const dist = process.env.WEB_DIST_DIR || path.join(root, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`Build the web app first (npm run build): no ${dist}/index.html`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dist,
      REQUEST_LOG: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_USERNAME: ADMIN.username,
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    const ok = await fetch(`${baseURL}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (i > 150 || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
