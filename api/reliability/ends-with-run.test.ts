// "Every process a test run starts ends with it, however it ends" (docs/architecture.md, "Tests"):
// a server a test started (api/test/server-process.ts), with the cluster workers it forked, ends
// when the process that started it is killed with -9, which runs no clean-up of its own.
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
