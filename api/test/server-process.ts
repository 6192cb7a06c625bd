// The real server as a child process on a free loopback port, for everything that needs a
// process boundary: the crash and load suites, the browser tests, the benchmarks, Lighthouse.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { dialectOf, ensureServerBuild, serverEntry } from '../../scripts/build-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENDS_WITH_PARENT = path.join(import.meta.dirname, 'ends-with-parent.mjs');

/**
 * How `npm start` runs the server, for a database (DATABASE_URL, or none for SQLite): node on the
 * dialect's bundle (scripts/build-server.mjs), built first if a source is newer.
 */
export async function serverArgs(databaseUrl: string | undefined): Promise<string[]> {
  const dialect = dialectOf(databaseUrl);
  await ensureServerBuild([dialect]);
  return ['--enable-source-maps', serverEntry(dialect)];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /**
   * The processor time the server's process has used so far, in ms, every thread of it (the
   * hashing ones too), from Linux's /proc: what it did, which a busy machine does not stretch as
   * it stretches the clock. Only the first process's with WORKERS.
   */
  cpuMs: () => number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** kill -9 of the server and every process it started (WORKERS), as a crash or a power cut would. */
  crash(): Promise<void>;
}

/**
 * `nodeArgs` go before the script, e.g. ['--cpu-prof'] to profile the server under load. The
 * server runs in a process group of its own, so crash() reaches the processes it forks too.
 */
export async function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  opts: { port?: number /** The server's output goes to this file, as to an operator's log, instead of through a pipe to this process. */; logFile?: string } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const logFd = opts.logFile ? fs.openSync(opts.logFile, 'a') : undefined;
  // The server ends with this process, however it ends (ends-with-parent.mjs).
  const server = await serverArgs(env.DATABASE_URL ?? process.env.DATABASE_URL);
  const child = spawn(process.execPath, ['--import', ENDS_WITH_PARENT, ...nodeArgs, ...server], {
    cwd: ROOT,
    detached: true,
    stdio: logFd === undefined ? 'pipe' : ['ignore', logFd, logFd],
    env: {
      ...process.env,
      ENDS_WITH_PID: String(process.pid),
      NODE_ENV: 'development',
      REQUEST_LOG: 'off',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  if (logFd !== undefined) fs.closeSync(logFd);
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    // A minute: a cold start of several processes on a busy machine compiles every module first.
    if (i > 600 || child.exitCode !== null) throw new Error(`server did not start:\n${opts.logFile ? fs.readFileSync(opts.logFile, 'utf8') : out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    child,
    output: () => (opts.logFile ? fs.readFileSync(opts.logFile, 'utf8') : out),
    cpuMs: () => processorMs(child.pid!),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    async crash() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Gone already.
      }
      await exited;
    },
  };
}

/** Linux counts processor time in ticks of 1/100 s (USER_HZ) in /proc/PID/stat: utime and stime, after the command's name. */
function processorMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function loginToken(url: string, email: string, password: string): Promise<string> {
  const r = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!r.ok) throw new Error(`login failed: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { token: string }).token;
}
