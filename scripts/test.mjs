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
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name, file) => path.join(root, 'node_modules', name, file);
const asRoot = process.getuid?.() === 0;

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

/** A command that must succeed; its output is shown only when it fails. */
function must(command, args, opts = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) fail(`${command} ${args.join(' ')} failed:\n${r.error?.message ?? ''}${r.stdout ?? ''}${r.stderr ?? ''}`);
  return r.stdout;
}

/** The newest installed PostgreSQL's programs (Debian keeps them in /usr/lib/postgresql/<version>/bin). */
function postgresBin() {
  const dir = '/usr/lib/postgresql';
  if (!fs.existsSync(dir)) return null;
  const versions = fs.readdirSync(dir).filter((v) => fs.existsSync(path.join(dir, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(dir, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A PostgreSQL cluster of its own for this run: its URL, and it is stopped and removed at exit. */
async function throwawayCluster() {
  let pgBin = postgresBin();
  if (!pgBin) {
    if (!asRoot) fail("PostgreSQL is missing for the PostgreSQL pass: run 'sudo apt-get update && sudo apt-get install -y postgresql' (or set TEST_DATABASE_URL).");
    console.log('\n=== installing PostgreSQL (apt-get install postgresql) ===');
    must('apt-get', ['update']);
    must('apt-get', ['install', '-y', 'postgresql'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    pgBin = postgresBin();
    if (!pgBin) fail('apt-get installed postgresql, but no initdb was found under /usr/lib/postgresql.');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-postgres-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const as = (args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
  if (asRoot) fs.chownSync(dir, ...ids('postgres'));
  must(...as([path.join(pgBin, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']));
  const pgCtl = (...args) => as([path.join(pgBin, 'pg_ctl'), '-D', data, ...args]);
  // Only this run uses it: no fsync (the data goes at the end anyway), a socket in its own folder.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  must(...pgCtl('-o', options, '-l', path.join(dir, 'log'), '-w', 'start'));
  cleanup = () => {
    spawnSync(...pgCtl('-m', 'immediate', 'stop'), { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
    cleanup = () => {};
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => fail(`stopped by ${signal}`, 130));
  console.log(`\n(PostgreSQL ${path.basename(path.dirname(pgBin))} for this run on 127.0.0.1:${port}, in ${dir})`);
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** The uid and gid of a user, from /etc/passwd. */
function ids(user) {
  const line = fs.readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith(`${user}:`));
  if (!line) fail(`There is no ${user} user to run PostgreSQL as.`);
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}

const vitest = bin('vitest', 'vitest.mjs');
run('type check', [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
run('type check (service worker)', [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'app/tsconfig.sw.json']);
// The SQLite passes ignore a TEST_DATABASE_URL set for the PostgreSQL one.
run('unit and API tests (SQLite)', [vitest, 'run', '--project', 'fast'], { TEST_DATABASE_URL: '' });
run('reliability suites (SQLite)', [vitest, 'run', '--project', 'reliability'], { TEST_DATABASE_URL: '' });

// On PostgreSQL: the API tests, the PostgreSQL tools, and two servers on one database. The other
// reliability suites (crash, load, fuzz, headers) exercise the server process, not the database.
const databaseUrl = process.env.TEST_DATABASE_URL?.trim() || (await throwawayCluster());
const onPostgres = { TEST_DATABASE_URL: databaseUrl };
run('API tests (PostgreSQL)', [vitest, 'run', '--project', 'fast', '--project', 'postgres'], onPostgres);
run('two servers on one database (PostgreSQL)', [vitest, 'run', '--project', 'reliability', 'api/reliability/processes.test.ts'], onPostgres);
cleanup();

const specs = fs.existsSync(path.join(root, 'e2e')) && fs.readdirSync(path.join(root, 'e2e')).some((f) => f.endsWith('.spec.ts'));
if (specs) {
  ensureChromium();
  run('web app build', [bin('vite', 'bin/vite.js'), 'build']);
  run('browser tests', [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts']);
}
console.log('\nAll tests passed.');
