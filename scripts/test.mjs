// npm test: what a fresh machine lacks installed first (Chromium, PostgreSQL; apt-get as root, or
// the one command that does named), reported apart from the test time; then type checks and the
// web build, lint, the timed suites, then two lanes side by side:
// the browser tests against the real server, built fresh, and beside them the vitest passes: unit
// and API tests on SQLite, every test that opens a database again on PostgreSQL, and two servers
// on one PostgreSQL database; the reliability suites on SQLite join once either lane ends. Each
// stage's time and processor time and the total are printed at the end, then every failed test,
// by name. A failed type check or build stops the run; a failed test stage does not, so one run
// names every stage that fails, and the run exits non-zero.
//
// The lanes fill each other's idle time on a 2-core machine: the browser lane runs four journeys
// at once, each mostly waiting for pages and timers, the vitest lane one pass at a time. The
// suites timed against the machine's two cores (vitest's `timed` project: the flood and the load)
// run one at a time before the lanes, with nothing beside them.
//
// The PostgreSQL pass runs against TEST_DATABASE_URL (a server the tests may create databases
// on) when it is set; otherwise against a throwaway cluster of Debian's postgresql package, made
// in a temporary folder on a free localhost port and removed at the end; otherwise it installs
// the package when run as root, or stops with the one command that does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ClusterError, ensurePostgres, throwawayCluster } from './postgres-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name, file) => path.join(root, 'node_modules', name, file);
const specs = fs.existsSync(path.join(root, 'e2e')) && fs.readdirSync(path.join(root, 'e2e')).some((f) => f.endsWith('.spec.ts'));

// What a fresh machine lacks is installed first (apt-get, as root), reported apart: the test time
// below starts once the machine has what the tests run on.
const installStart = Date.now();
if (specs) ensureChromium();
if (!process.env.TEST_DATABASE_URL?.trim()) {
  try {
    ensurePostgres();
  } catch (err) {
    if (!(err instanceof ClusterError)) throw err;
    console.error(`\nThe PostgreSQL pass cannot run: ${err.message}`);
    process.exit(1);
  }
}
const installSeconds = Math.round((Date.now() - installStart) / 1000);
if (installSeconds >= 1) console.log(`\n(installs: ${installSeconds} s, not counted in the test time below)`);

const started = Date.now();
/** Where the stages leave their processor time and their reports of failed tests. */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-test-run-'));
/** Each stage run so far: its label, its seconds, its processor seconds, whether it failed, and its report of failed tests. */
const times = [];
const children = new Set();
let cleanup = () => {};

const seconds = (ms) => Math.round(ms / 1000);
const clock = (s) => (s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`);

/** The machine's busy and total processor time so far, in clock ticks over all cores (Linux's /proc/stat); null where /proc is not. */
function machineTicks() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - n[3] - n[4], total };
  } catch {
    return null;
  }
}
const machineAtStart = machineTicks();

function printTimes() {
  if (times.length === 0) return;
  const width = Math.max(...times.map((t) => t.label.length), 'total'.length);
  const cpu = (s) => (s === null ? '' : clock(Math.round(s)).padStart(12));
  // Each stage's processor time, its own processes' (scripts/counted.mjs); null where not measured.
  const total = times.some((t) => t.cpu === null) ? null : times.reduce((n, t) => n + t.cpu, 0);
  console.log(`\n${'stage'.padEnd(width)}  ${'time'.padStart(10)}  ${total === null ? '' : 'processor'.padStart(12)}`);
  for (const t of times) console.log(`${t.label.padEnd(width)}  ${clock(t.seconds).padStart(10)}  ${cpu(t.cpu)}${t.failed ? '  FAILED' : ''}`);
  console.log(`${'total'.padEnd(width)}  ${clock(seconds(Date.now() - started)).padStart(10)}  ${cpu(total)}`);
  // Every process's, the run's own and any other's (a database server, a browser's detached
  // helpers, another job on the machine): how much of the machine the run had, and left idle.
  const machine = machineTicks();
  if (machine && machineAtStart && machine.total > machineAtStart.total) {
    const busy = machine.busy - machineAtStart.busy;
    const share = busy / (machine.total - machineAtStart.total);
    console.log(`(the machine's ${os.availableParallelism()} cores were busy ${Math.round(share * 100)}% of the run)`);
    // /proc/stat counts in USER_HZ, 100 a second. What no stage holds: the PostgreSQL server, which
    // pg_ctl leaves running on its own, and anything else on the machine (and, where counted.mjs
    // could make no control group, the processes no stage waited for, Chromium's page processes).
    if (total !== null) {
      const outside = busy / 100 - total;
      if (outside >= 1)
        console.log(
          `(${clock(Math.round(busy / 100))} of processor time in all, ${clock(Math.round(outside))} of it outside the stages: the PostgreSQL server, anything else on the machine)`,
        );
    }
  }
}

/** The failed tests a vitest JSON report names, with the first lines of each error. */
function vitestFailures(report) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) out.push(`${name} › ${[...a.ancestorTitles, a.title].join(' › ')}\n${a.failureMessages?.[0] ?? ''}`);
    if (failed.length === 0 && file.status === 'failed') out.push(`${name}\n${file.message ?? ''}`);
  }
  return out;
}

/** The failed tests a Playwright JSON report names, with the first lines of each error. */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const bad = (t.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        if (bad) out.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n${bad.error?.message ?? bad.status}`);
      }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const e of report.errors ?? []) out.push(e.message ?? String(e));
  return out;
}

function printFailures() {
  for (const t of times.filter((t) => t.failed)) {
    const failures = t.report ? t.report() : [];
    if (failures.length === 0) continue;
    console.error(`\n--- failed in ${t.label} ---`);
    // The first lines of each: the test's name and its error's first lines, colour codes removed.
    for (const f of failures)
      console.error(
        `\n${f
          .replace(/\x1b\[[0-9;]*m/g, '')
          .split('\n')
          .slice(0, 12)
          .join('\n')}`,
      );
  }
}

function fail(message, code = 1) {
  for (const child of children) child.kill('SIGTERM');
  console.error(`\n${message}`);
  printTimes();
  cleanup();
  process.exit(code);
}

let stageSeq = 0;
/** Each stage's processor seconds by its label, null where not measured (the rows of `together` add them up). */
const cpus = new Map();
/**
 * Runs one stage (node with `args`, through counted.mjs, which measures its processor time). Its
 * output goes to the terminal as it comes, or, for a stage that runs beside another (`quiet`), is
 * kept and shown once it ends, so two stages' lines never mix. `report` reads the failed tests
 * from the JSON report the stage wrote.
 */
function run(label, args, env = {}, { quiet = false, record = true, mustPass = false, report, nice = 0 } = {}) {
  if (!quiet) console.log(`\n=== ${label} ===`);
  const t0 = Date.now();
  const cpuFile = path.join(scratch, `cpu-${++stageSeq}`);
  const counted = path.join(root, 'scripts', 'counted.mjs');
  const child = spawn(process.execPath, [counted, cpuFile, ...args], { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  // Set before the child has started anything of its own, so all it starts inherits it.
  if (nice) os.setPriority(child.pid, nice);
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
      const cpu = fs.existsSync(cpuFile) ? Number(fs.readFileSync(cpuFile, 'utf8')) : null;
      if (record) times.push({ label, seconds: s, cpu, failed, report });
      cpus.set(label, cpu);
      if (failed && (mustPass || signal)) fail(`${label} failed.`, code ?? 130);
      console.log(failed ? `(${label}: FAILED after ${clock(s)})` : `(${label}: ${clock(s)})`);
      resolve(!failed);
    });
  });
}

/** A JSON report's failures, or a line saying it was not written (a stage that died before its end). */
function reader(file, failures) {
  return () => {
    try {
      return failures(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      return [`(no report of its tests: see its output above)`];
    }
  };
}

/** A vitest pass of one project, its failed tests reported at the end. */
function vitestPass(label, project, files, env, opts = {}) {
  const file = path.join(scratch, `vitest-${project}-${++stageSeq}.json`);
  return run(label, [vitest, 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...files], env, {
    ...opts,
    report: reader(file, vitestFailures),
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => fail(`stopped by ${signal}`, 130));

const vitest = bin('vitest', 'vitest.mjs');
const tsc = bin('typescript', 'bin/tsc');
/** Stages side by side, one row in the table: the first's output as it comes, the others' once each ends. */
async function together(label, stages) {
  const t0 = Date.now();
  await Promise.all(stages.map(([name, args], i) => run(name, args, {}, { quiet: i > 0, record: false, mustPass: true })));
  const cpu = stages.map(([name]) => cpus.get(name));
  times.push({ label, seconds: seconds(Date.now() - t0), cpu: cpu.includes(null) ? null : cpu.reduce((n, c) => n + c, 0) });
}

// Single-threaded programs on two cores; the web build is needed only by the browser tests.
await together(specs ? 'type checks and web build' : 'type checks', [
  ['type check', [tsc, '--noEmit', '-p', 'tsconfig.json']],
  ['type check (PostgreSQL builder)', [tsc, '--noEmit', '-p', 'tsconfig.pg.json']],
  ['type check (service worker)', [tsc, '--noEmit', '-p', 'app/tsconfig.sw.json']],
  // The server as its processes run it (build-server.mjs), built once here rather than by the first tests that start one.
  ['server build', [path.join(root, 'scripts', 'build-server.mjs')]],
  ...(specs ? [['web app build', [bin('vite', 'bin/vite.js'), 'build']]] : []),
]);

// Biome's formatter check and linter, and the layer rules (scripts/lint.mjs): a failure is named at the end with the
// others, the tests still run.
await run('lint', [path.join(root, 'scripts', 'lint.mjs')]);

// The SQLite passes ignore a TEST_DATABASE_URL set for the PostgreSQL one.
const onSqlite = { TEST_DATABASE_URL: '' };
await vitestPass('timed suites, one at a time (SQLite)', 'timed', [], onSqlite);

/** TEST_DATABASE_URL, or a throwaway cluster's, removed at the end of the run. */
async function postgresServer() {
  const named = process.env.TEST_DATABASE_URL?.trim();
  if (named) return named;
  try {
    const cluster = await throwawayCluster();
    cleanup = cluster.stop;
    return cluster.url;
  } catch (err) {
    if (err instanceof ClusterError) fail(`The PostgreSQL pass cannot run: ${err.message}`);
    throw err;
  }
}

/**
 * The vitest lane: the in-process passes on SQLite and on PostgreSQL, then two servers on one
 * PostgreSQL database. Its output is shown stage by stage, as each ends.
 */
async function vitestLane() {
  await vitestPass('unit and API tests (SQLite)', 'fast', [], onSqlite, { quiet: true });
  // On PostgreSQL: every test file that opens a database, the PostgreSQL tools, and two servers on
  // one database, and the kill -9 of promised work (its bound on repeats holds on either). The
  // other reliability suites exercise the server process, not the database.
  const onPostgres = { TEST_DATABASE_URL: await postgresServer() };
  await vitestPass('database tests (PostgreSQL)', 'postgres', [], onPostgres, { quiet: true });
  await vitestPass('two servers on one database, and a crash (PostgreSQL)', 'two-servers', [], onPostgres, { quiet: true });
}

/** The browser lane, its output as it comes. */
async function browserLane() {
  if (!specs) return;
  const file = path.join(scratch, 'playwright.json');
  await run(
    'browser tests',
    [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: file },
    // Playwright's own workers below the vitest passes (Chromium starts in sessions of its own,
    // which Linux shares the processor between first, so a nice here does not reach it).
    { report: reader(file, playwrightFailures), nice: 10 },
  );
}

const browser = browserLane();
const inProcess = vitestLane();
// The reliability suites on SQLite start once either lane has ended: a third process busy beside
// the two lanes would slow all three (their bounds are the machine's), while the lane left running
// leaves a core to them.
await Promise.race([browser, inProcess]);
await Promise.all([browser, inProcess, vitestPass('reliability suites (SQLite)', 'reliability', [], onSqlite, { quiet: true })]);
cleanup();
printTimes();
printFailures();
fs.rmSync(scratch, { recursive: true, force: true });
const failed = times.filter((t) => t.failed).map((t) => t.label);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join('; ')}.`);
  process.exit(1);
}
console.log('\nAll tests passed.');
