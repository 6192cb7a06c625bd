// The request log (docs/operations.md, "The logs"): request lines wait in a buffer, so a busy
// server writes them in a few large writes, yet none is lost on a stop and a quiet server's lines
// appear by themselves (its timer writes them out every second), not only at the exit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../test/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-request-log-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const linesFor = (output: string, prefix: string) => output.split('\n').filter((l) => l.includes(`"path":"${prefix}`));

describe('the request log', () => {
  it('writes a quiet moment’s lines while it runs, and every line before the process exits', async () => {
    const server = await startServer({ DATA_DIR: dataDir, REQUEST_LOG: 'on' });
    try {
      // A few lines, far less than the buffer: only the timer writes them out while the server
      // runs. Without it they would come at the exit, which this waits for in vain: a deadline only
      // a missing (or minutes-long) timer reaches, whatever a busy machine does to the second.
      for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/api/quiet-${i}`)).text();
      await expect.poll(() => linesFor(server.output(), '/api/quiet-').length, { timeout: 30_000, interval: 50 }).toBe(3);
      // A burst, then a stop right after the last answer: the buffer is written out at exit.
      await Promise.all(Array.from({ length: 200 }, (_, i) => fetch(`${server.url}/api/burst-${i}`).then((r) => r.text())));
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    const burst = linesFor(server.output(), '/api/burst-');
    expect(burst).toHaveLength(200);
    for (const line of burst) expect(JSON.parse(line)).toMatchObject({ method: 'GET', status: 404, time: expect.stringMatching(/Z$/) });
  });
});
