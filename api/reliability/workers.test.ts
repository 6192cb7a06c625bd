// WORKERS (docs/runtime.md, "Several processes"): `npm start` and `npm run serve` run N server
// processes on the one port. Both answer requests; SIGTERM to the primary stops them all gracefully
// and the primary exits 0. What holds across the processes (limits, caches, jobs) is tested on two
// servers sharing a database in processes.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginToken, startServer } from '../test/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-workers-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('WORKERS=2', () => {
  it('serves the one port from two processes, and SIGTERM stops both, exit 0', async () => {
    const server = await startServer({ DATA_DIR: dataDir, WORKERS: '2', REQUEST_LOG: 'on', ADMIN_EMAIL: 'w@example.com', ADMIN_PASSWORD: 'workers-password' });
    try {
      const token = await loginToken(server.url, 'w@example.com', 'workers-password');
      expect(token).toBeTruthy();
      // Both processes listen (the first to answer may be alone for a while on a busy machine)…
      await expect.poll(() => server.output().match(/listening on http/g)?.length ?? 0, { timeout: 60_000 }).toBe(2);
      // …then many connections at once: the primary hands them to both processes in turn.
      await Promise.all(Array.from({ length: 60 }, () => fetch(`${server.url}/api/health`, { headers: { Connection: 'close' } }).then((r) => r.text())));
      const pids = () =>
        new Set(
          server
            .output()
            .split('\n')
            .filter((l) => l.includes('"path":"/api/health"'))
            .map((l) => JSON.parse(l).pid),
        ).size;
      // Request lines are buffered and written out every second (api/platform/log.ts,
      // LOG_BUFFER_BYTES): a deadline only a log that never writes them reaches.
      await expect.poll(pids, { timeout: 30_000 }).toBe(2);
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    const out = server.output();
    expect(out).toMatch(/started 2 server processes/);
    // Each process drained and stopped, then the primary.
    expect(out.match(/"msg":"stopped"/g)).toHaveLength(3);
  });
});
