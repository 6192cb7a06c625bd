// npm run backup while the server is writing: the copy is consistent and holds every write
// that had been acknowledged before the backup started.
import { spawn } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../test/harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ctx = await createTestContext();
const admin = await ctx.makeUser('admin');

describe('npm run backup', () => {
  it('makes a consistent copy under load', async () => {
    const publish = (i: number) =>
      ctx.call('POST', '/api/predictions', { token: admin.token, body: { sharedContent: `batch ${i}`, predictions: [{ number1: String(i).padStart(3, '0'), number2: '001' }] } });
    for (let i = 0; i < 50; i++) expect((await publish(i)).status).toBe(201);

    // Keep writing while the backup runs in its own process.
    let writing = true;
    let written = 50;
    const load = (async () => {
      while (writing) {
        await publish(written++);
        await new Promise((r) => setImmediate(r));
      }
    })();
    const out = path.join(ctx.dataDir, 'copy.db');
    const startedAt = written;
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/cli/backup.ts', '--out', out], { cwd: ROOT, env: { ...process.env, DATA_DIR: ctx.dataDir } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    writing = false;
    await load;
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/integrity ok/);
    // The writes really ran while the backup process did.
    expect(written - startedAt).toBeGreaterThan(10);

    const copy = new Database(out, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const batches = (copy.prepare('select count(*) n from prediction_batches').get() as { n: number }).n;
    const pairs = (copy.prepare('select count(*) n from prediction_pairs').get() as { n: number }).n;
    copy.close();
    expect(batches).toBeGreaterThanOrEqual(50);
    // Every batch in the copy came with its pair: no half-written transaction.
    expect(pairs).toBe(batches);
  });
});
