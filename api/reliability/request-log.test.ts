// The request log (docs/operations.md, "The logs"): request lines wait in a buffer, so a busy
// server writes them in a few large writes, yet none is lost on a stop and a quiet server's lines
// appear within about a second.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../test/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-request-log-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const linesFor = (output: string, prefix: string) => output.split('\n').filter((l) => l.includes(`"path":"${prefix}`));

describe('the request log', () => {
  it('writes a quiet moment’s lines within about a second, and every line before the process exits', async () => {
    const server = await startServer({ DATA_DIR: dataDir, REQUEST_LOG: 'on' });
    try {
      // A few lines, far less than the buffer: written by the timer.
      for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/api/quiet-${i}`)).text();
      const asked = performance.now();
      // The timer's second, and room for a busy machine: without the timer they would come only at exit.
      await expect.poll(() => linesFor(server.output(), '/api/quiet-').length, { timeout: 8000, interval: 50 }).toBe(3);
      expect(performance.now() - asked).toBeLessThan(4000);
      // A burst, then a stop right after the last answer: the buffer is written out at exit.
      await Promise.all(Array.from({ length: 200 }, (_, i) => fetch(`${server.url}/api/burst-${i}`).then((r) => r.text())));
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    const burst = linesFor(server.output(), '/api/burst-');
    expect(burst).toHaveLength(200);
    for (const line of burst) expect(JSON.parse(line)).toMatchObject({ method: 'GET', status: 404, time: expect.stringMatching(/Z$/) });
  }, 60_000);
});
