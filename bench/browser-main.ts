// Runs only the browser-side benchmarks, with a server of its own:
//   npx tsx bench/browser-main.ts             builds the app into a temporary folder first
//   npx tsx bench/browser-main.ts --dist dist uses an existing build instead
// The server is the real one (node --import tsx api/index.ts) on a free port with a temporary
// DATA_DIR, so nothing of the developer's data or dist/ is touched.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginToken, startServer } from '../api/test/server-process';
import { browserBenchmarks } from './browser';
import { printTable } from './report';

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'bench-admin@bench.test', password: 'bench-admin-password-1', username: 'bench_admin' };

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

  const server = await startServer({
    DATA_DIR: path.join(temp, 'data'),
    WEB_DIST_DIR: dist,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_USERNAME: ADMIN.username,
    STRIPE_SECRET_KEY: '',
    SMTP_URL: '',
  });
  const baseURL = server.url;
  try {
    const token = await loginToken(baseURL, ADMIN.email, ADMIN.password);
    const rows = await browserBenchmarks({ baseURL, adminToken: token, log: (line) => console.log(line) });
    console.log(printTable(rows));
    process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
  } finally {
    await server.stop();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 2;
});
