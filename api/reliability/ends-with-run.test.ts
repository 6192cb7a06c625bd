// "Every process a test run starts ends with it, however it ends" (docs/architecture.md, "Tests"):
// a server a test started (api/test/server-process.ts), with the cluster workers it forked, and
// npm test's throwaway PostgreSQL cluster (scripts/postgres-cluster.mjs) end when the process that
// started them is killed with -9, which runs no clean-up of its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, expect, it, onTestFinished } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-ends-with-run-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Whether a process of that pid still runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pids of the processes in the process group `pgid`. */
function groupPids(pgid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[2]) === pgid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

it('a server and its workers end when the process that started them is killed with -9', async () => {
  const starter = spawn(process.execPath, ['--import', 'tsx', 'api/test/start-and-wait.ts', dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  onTestFinished(() => {
    starter.kill('SIGKILL');
  });
  const line = await new Promise<string>((resolve) => readline.createInterface({ input: starter.stdout! }).once('line', resolve));
  const { url, pid } = JSON.parse(line) as { url: string; pid: number };
  expect((await fetch(`${url}/api/health`)).status).toBe(200);
  // The primary and its two workers.
  await expect.poll(() => groupPids(pid).length, { timeout: 30_000 }).toBe(3);
  const pids = groupPids(pid);

  starter.kill('SIGKILL');
  await expect.poll(() => pids.filter(alive), { timeout: 30_000 }).toEqual([]);
  await expect(fetch(`${url}/api/health`)).rejects.toThrow();
}, 90_000);

it('a throwaway PostgreSQL cluster stops, and its folder goes, when the process that made it is killed with -9', async () => {
  const starter = spawn(process.execPath, ['api/test/cluster-and-wait.mjs'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  onTestFinished(() => {
    starter.kill('SIGKILL');
  });
  const lines = readline.createInterface({ input: starter.stdout! });
  const url = await new Promise<string>((resolve) => lines.on('line', (l) => l.startsWith('{') && resolve((JSON.parse(l) as { url: string }).url)));
  const port = Number(new URL(url).port);
  /** The postmaster's pid, from the folder's lock file, while it runs. */
  const postmaster = () => {
    const dir = fs
      .readdirSync(os.tmpdir())
      .find(
        (d) =>
          d.startsWith('lp-postgres-') &&
          fs.existsSync(path.join(os.tmpdir(), d, 'data', 'postmaster.pid')) &&
          fs.readFileSync(path.join(os.tmpdir(), d, 'data', 'postmaster.pid'), 'utf8').split('\n')[3] === String(port),
      );
    return dir ? { dir: path.join(os.tmpdir(), dir), pid: Number(fs.readFileSync(path.join(os.tmpdir(), dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]) } : undefined;
  };
  const running = postmaster()!;
  expect(alive(running.pid)).toBe(true);

  starter.kill('SIGKILL');
  await expect.poll(() => alive(running.pid), { timeout: 30_000 }).toBe(false);
  await expect.poll(() => fs.existsSync(running.dir), { timeout: 30_000 }).toBe(false);
}, 90_000);
