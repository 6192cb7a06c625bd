// A PostgreSQL cluster of its own for one run of the tests or the benchmarks (npm test's second
// pass, npm run bench -- --db postgres): Debian's postgresql package, initialised in a temporary
// folder and started on a free localhost port, stopped and removed by stop(). When the package is
// missing it is installed as root (apt-get), or the one command that does is named.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const asRoot = process.getuid?.() === 0;

class ClusterError extends Error {}

/** A command that must succeed; its output is shown only when it fails. */
function must(command, args, opts = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new ClusterError(`${command} ${args.join(' ')} failed:\n${r.error?.message ?? ''}${r.stdout ?? ''}${r.stderr ?? ''}`);
  return r.stdout;
}

/** The newest installed PostgreSQL's programs (Debian keeps them in /usr/lib/postgresql/<version>/bin). */
function postgresBin() {
  const dir = '/usr/lib/postgresql';
  if (!fs.existsSync(dir)) return null;
  const versions = fs
    .readdirSync(dir)
    .filter((v) => fs.existsSync(path.join(dir, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
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

/** The uid and gid of a user, from /etc/passwd. */
function ids(user) {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  if (!line) throw new ClusterError(`There is no ${user} user to run PostgreSQL as.`);
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}

/** The newest installed PostgreSQL's programs, installing Debian's package first as root when none is. */
export function ensurePostgres() {
  let pgBin = postgresBin();
  if (!pgBin) {
    if (!asRoot) throw new ClusterError("PostgreSQL is missing: run 'sudo apt-get update && sudo apt-get install -y postgresql' (or set TEST_DATABASE_URL).");
    console.log('\n=== installing PostgreSQL (apt-get install postgresql) ===');
    must('apt-get', ['update']);
    must('apt-get', ['install', '-y', 'postgresql'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    pgBin = postgresBin();
    if (!pgBin) throw new ClusterError('apt-get installed postgresql, but no initdb was found under /usr/lib/postgresql.');
  }
  return pgBin;
}

/**
 * Starts a cluster; `durable: false` (tests) turns fsync off, since its data goes at the end
 * anyway. Throws with a message for the user when PostgreSQL cannot be had.
 */
export async function throwawayCluster({ durable = false } = {}) {
  const pgBin = ensurePostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-postgres-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const as = (args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
  if (asRoot) fs.chownSync(dir, ...ids('postgres'));
  must(...as([path.join(pgBin, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']));
  const pgCtl = (...args) => as([path.join(pgBin, 'pg_ctl'), '-D', data, ...args]);
  const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  must(...pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300${fast}`, '-l', path.join(dir, 'log'), '-w', 'start'));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(...pgCtl('-m', 'immediate', 'stop'), { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  // A process of its own stops the cluster when this one ends without stopping it (killed with -9).
  const reaper = spawn(process.execPath, [path.join(import.meta.dirname, 'postgres-reaper.mjs'), String(process.pid), JSON.stringify(pgCtl('-m', 'immediate', 'stop')), dir], {
    detached: true,
    stdio: 'ignore',
  });
  reaper.unref();
  console.log(`\n(PostgreSQL ${path.basename(path.dirname(pgBin))} for this run on 127.0.0.1:${port}, in ${dir})`);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

export { ClusterError };
