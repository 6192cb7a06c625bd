// npm test: type check, lint, unit and API tests (vitest's fast project), the reliability suites, then
// the tests that open a database again on PostgreSQL, then (when there are browser specs) the
// browser tests in headless Chromium against the real server, built fresh. Each stage's time and
// the total are printed at the end. A failed type check or build stops the run; a failed test
// stage does not, so one run names every stage that fails, and the run exits non-zero.
//
// Stages overlap only where nothing timed runs: the three type checks and the web build side by
// side, before the tests. The suites timed against the machine's two cores (vitest's `timed`
// project: the flood and the load) run one at a time with nothing beside them; the other
// reliability suites side by side.
//
// The PostgreSQL pass runs against TEST_DATABASE_URL (a server the tests may create databases
// on) when it is set; otherwise against a throwaway cluster of Debian's postgresql package, made
// in a temporary folder on a free localhost port and removed at the end; otherwise it installs
// the package when run as root, or stops with the one command that does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ClusterError, throwawayCluster } from './postgres-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name, file) => path.join(root, 'node_modules', name, file);
const started = Date.now();
/** Each stage run so far: its label, its seconds, the processor seconds its processes used, and whether it failed. */
const times = [];
const children = new Set();
let cleanup = () => {};

const seconds = (ms) => Math.round(ms / 1000);
const clock = (s) => (s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`);

/**
 * Processor seconds used so far by the processes this one has waited for, and theirs (Linux's
 * cutime and cstime): beside a stage's time it tells how much of the machine the stage had, which
 * other work on a shared machine takes. Null where /proc is not.
 */
function childCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
const cpuAtStart = childCpuSeconds();

function printTimes() {
  if (times.length === 0) return;
  const width = Math.max(...times.map((t) => t.label.length), 'total'.length);
  const cpu = (s) => (s === null ? '' : clock(Math.round(s)).padStart(12));
  console.log(`\n${'stage'.padEnd(width)}  ${'time'.padStart(10)}  ${cpuAtStart === null ? '' : 'processor'.padStart(12)}`);
  for (const t of times) console.log(`${t.label.padEnd(width)}  ${clock(t.seconds).padStart(10)}  ${cpu(t.cpu)}${t.failed ? '  FAILED' : ''}`);
  const now = childCpuSeconds();
  console.log(`${'total'.padEnd(width)}  ${clock(seconds(Date.now() - started)).padStart(10)}  ${cpu(now === null ? null : now - cpuAtStart)}`);
}

function fail(message, code = 1) {
  for (const child of children) child.kill('SIGTERM');
  console.error(`\n${message}`);
  printTimes();
  cleanup();
  process.exit(code);
}

/**
 * Runs one stage (node with `args`). Its output goes to the terminal as it comes, or, for a stage
 * that runs beside another (`quiet`), is kept and shown once it ends, so two stages' lines never
 * mix.
 */
function run(label, args, env = {}, { quiet = false, record = true, mustPass = false } = {}) {
  if (!quiet) console.log(`\n=== ${label} ===`);
  const t0 = Date.now();
  const cpu0 = childCpuSeconds();
  const child = spawn(process.execPath, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (quiet) console.log(`\n=== ${label} ===\n${output.trimEnd()}`);
      const s = seconds(Date.now() - t0);
      const failed = code !== 0;
      if (record) times.push({ label, seconds: s, cpu: cpu0 === null ? null : childCpuSeconds() - cpu0, failed });
      if (failed && (mustPass || signal)) fail(`${label} failed.`, code ?? 130);
      console.log(failed ? `(${label}: FAILED after ${clock(s)})` : `(${label}: ${clock(s)})`);
      resolve(!failed);
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => fail(`stopped by ${signal}`, 130));

const vitest = bin('vitest', 'vitest.mjs');
const tsc = bin('typescript', 'bin/tsc');
const specs = fs.existsSync(path.join(root, 'e2e')) && fs.readdirSync(path.join(root, 'e2e')).some((f) => f.endsWith('.spec.ts'));
/** Stages side by side, one row in the table: the first's output as it comes, the others' once each ends. */
async function together(label, stages) {
  const t0 = Date.now();
  const cpu0 = childCpuSeconds();
  await Promise.all(stages.map(([name, args], i) => run(name, args, {}, { quiet: i > 0, record: false, mustPass: true })));
  times.push({ label, seconds: seconds(Date.now() - t0), cpu: cpu0 === null ? null : childCpuSeconds() - cpu0 });
}

// Four single-threaded programs on two cores; the build is needed only by the browser tests.
await together(specs ? 'type checks and web build' : 'type checks', [
  ['type check', [tsc, '--noEmit', '-p', 'tsconfig.json']],
  ['type check (PostgreSQL builder)', [tsc, '--noEmit', '-p', 'tsconfig.pg.json']],
  ['type check (service worker)', [tsc, '--noEmit', '-p', 'app/tsconfig.sw.json']],
  ...(specs ? [['web app build', [bin('vite', 'bin/vite.js'), 'build']]] : []),
]);

// Biome's formatter check and linter, and the layer rules (scripts/lint.mjs): a failure is named at the end with the
// others, the tests still run.
await run('lint', [path.join(root, 'scripts', 'lint.mjs')]);

// The SQLite passes ignore a TEST_DATABASE_URL set for the PostgreSQL one.
const onSqlite = { TEST_DATABASE_URL: '' };
await run('unit and API tests (SQLite)', [vitest, 'run', '--project', 'fast'], onSqlite);
await run('reliability suites (SQLite)', [vitest, 'run', '--project', 'reliability'], onSqlite);
await run('timed suites, one at a time (SQLite)', [vitest, 'run', '--project', 'timed'], onSqlite);

// On PostgreSQL: every test file that opens a database, the PostgreSQL tools, and two servers on
// one database, and the kill -9 of promised work (its bound on repeats holds on either). The other
// reliability suites exercise the server process, not the database.
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
}
const onPostgres = { TEST_DATABASE_URL: databaseUrl };
await run('database tests (PostgreSQL)', [vitest, 'run', '--project', 'postgres'], onPostgres);
await run(
  'two servers on one database, and a crash (PostgreSQL)',
  [vitest, 'run', '--project', 'reliability', 'api/reliability/processes.test.ts', 'api/reliability/many-writers.pg.test.ts', 'api/reliability/jobs-crash.test.ts'],
  onPostgres,
);
cleanup();
cleanup = () => {};

if (specs) {
  ensureChromium();
  await run('browser tests', [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts']);
}
printTimes();
const failed = times.filter((t) => t.failed).map((t) => t.label);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join('; ')}.`);
  process.exit(1);
}
console.log('\nAll tests passed.');
