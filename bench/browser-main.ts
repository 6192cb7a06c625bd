// Runs only the browser-side benchmarks, with a server of its own:
//   npx tsx bench/browser-main.ts             builds the app into a temporary folder first
//   npx tsx bench/browser-main.ts --dist dist uses an existing build instead
// The server is the real one (node --import tsx api/index.ts) on a free port with a temporary
// DATA_DIR, so nothing of the developer's data or dist/ is touched.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { browserBenchmarks } from './browser';
import { printTable } from './report';

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'bench-admin@bench.test', password: 'bench-admin-password-1', username: 'bench_admin' };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function main() {
  const distArg = process.argv.indexOf('--dist');
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-browser-'));
  let dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]) : path.join(temp, 'dist');
  if (distArg < 0) {
    console.error('building the app (vite build)…');
    const built = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no build in ${dist}`);
  dist = path.resolve(dist);

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: path.join(temp, 'data'),
      WEB_DIST_DIR: dist,
      REQUEST_LOG: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_USERNAME: ADMIN.username,
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (let i = 0; ; i++) {
      if (await fetch(`${baseURL}/api/health`).then((r) => r.ok).catch(() => false)) break;
      if (i > 300 || server.exitCode !== null) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const rows = await browserBenchmarks({ baseURL, adminToken: token, log: (line) => console.log(line) });
    console.log(printTable(rows));
    process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 2;
});
