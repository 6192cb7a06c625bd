// kill -9 in the middle of 1,000 concurrent writes: after a restart every write the server
// acknowledged is there, and SQLite's integrity check passes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { loginToken, startServer } from '../test/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'crash@example.com', ADMIN_PASSWORD: 'crash-password' };

describe('a crash during writes', () => {
  it('loses no acknowledged write', async () => {
    const seed = Number(process.env.CRASH_SEED ?? Date.now() % 100_000);
    // Kill once a seeded random number of writes has been acknowledged: always mid-stream.
    const killAtAck = 50 + (seed % 850);
    console.log(`crash test: seed ${seed}, kill -9 after ${killAtAck} acknowledged writes (CRASH_SEED=${seed} repeats it)`);

    const server = await startServer(env);
    const token = await loginToken(server.url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    const acked: string[] = [];
    const writes = Array.from({ length: 1000 }, (_, i) =>
      fetch(`${server.url}/api/predictions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          sharedContent: `write-${i}`,
          predictions: [{ number1: String(i).padStart(3, '0'), number2: '007' }],
          alternatives: [{ number1: '001', number2: '002' }],
        }),
      })
        .then(async (r) => {
          if (r.status === 201) acked.push(`write-${i}`);
          if (acked.length === killAtAck) server.child.kill('SIGKILL');
        })
        .catch(() => undefined),
    );
    await Promise.all(writes);
    await server.stop();
    console.log(`crash test: ${acked.length} of 1000 writes acknowledged before the kill`);
    expect(acked.length).toBeLessThan(1000);

    const db = new Database(path.join(dataDir, 'app.db'));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();

    const again = await startServer(env);
    try {
      const t = await loginToken(again.url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      const list = (await (await fetch(`${again.url}/api/predictions`, { headers: { Authorization: `Bearer ${t}` } })).json()) as {
        sharedContent: string;
        predictions: unknown[];
        alternatives: unknown[];
      }[];
      const stored = new Set(list.map((b) => b.sharedContent));
      const lost = acked.filter((c) => !stored.has(c));
      expect(lost).toEqual([]);
      // No half-written batch: every stored one has both of its rows.
      expect(list.every((b) => b.predictions.length === 1 && b.alternatives.length === 1)).toBe(true);
    } finally {
      await again.stop();
    }
  });
});
