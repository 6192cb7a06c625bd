// npm test: type check, unit and API tests (vitest's fast project), the reliability suites, then
// the API tests again on PostgreSQL, then (when there are browser specs) a fresh build and the
// browser tests in headless Chromium against the real server.
//
// The PostgreSQL pass runs against TEST_DATABASE_URL (a server the tests may create databases
// on) when it is set; otherwise against a throwaway cluster of Debian's postgresql package, made
// in a temporary folder on a free localhost port and removed at the end; otherwise it installs
// the package when run as root, or stops with the one command that does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ClusterError, throwawayCluster } from './postgres-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name, file) => path.join(root, 'node_modules', name, file);
let cleanup = () => {};
function fail(message, code = 1) {
  console.error(`\n${message}`);
  cleanup();
  process.exit(code);
}

function run(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) fail(`${label} failed.`, r.status ?? 1);
  console.log(`(${label}: ${Math.round((Date.now() - started) / 1000)} s)`);
}

const vitest = bin('vitest', 'vitest.mjs');
run('type check', [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
run('type check (PostgreSQL builder)', [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.pg.json']);
run('type check (service worker)', [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'app/tsconfig.sw.json']);
// The SQLite passes ignore a TEST_DATABASE_URL set for the PostgreSQL one.
run('unit and API tests (SQLite)', [vitest, 'run', '--project', 'fast'], { TEST_DATABASE_URL: '' });
run('reliability suites (SQLite)', [vitest, 'run', '--project', 'reliability'], { TEST_DATABASE_URL: '' });

// On PostgreSQL: the API tests, the PostgreSQL tools, and two servers on one database (every rule
// across them, and many writers at once). The other reliability suites (crash, load, fuzz,
// headers) exercise the server process, not the database.
let databaseUrl = process.env.TEST_DATABASE_URL?.trim();
if (!databaseUrl) {
  try {
    const cluster = await throwawayCluster();
    cleanup = cluster.stop;
    databaseUrl = cluster.url;
  } catch (err) {
    if (err instanceof ClusterError) fail(`The PostgreSQL pass cannot run: ${err.message}`);
    throw err;
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => fail(`stopped by ${signal}`, 130));
}
const onPostgres = { TEST_DATABASE_URL: databaseUrl };
run('API tests (PostgreSQL)', [vitest, 'run', '--project', 'fast', '--project', 'postgres'], onPostgres);
run('two servers on one database (PostgreSQL)', [vitest, 'run', '--project', 'reliability', 'api/reliability/processes.test.ts', 'api/reliability/many-writers.pg.test.ts'], onPostgres);
cleanup();

const specs = fs.existsSync(path.join(root, 'e2e')) && fs.readdirSync(path.join(root, 'e2e')).some((f) => f.endsWith('.spec.ts'));
if (specs) {
  ensureChromium();
  run('web app build', [bin('vite', 'bin/vite.js'), 'build']);
  run('browser tests', [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts']);
}
console.log('\nAll tests passed.');
