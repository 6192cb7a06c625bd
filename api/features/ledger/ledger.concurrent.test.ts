// Many writers at once (docs/ledger.md, "Many writers"): publishes, edits and deletions racing on
// one process, and appends racing from two processes on one database, keep seq gapless and the
// chain whole, on both databases. ledger.read-committed.pg.test.ts adds PostgreSQL's own case.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import type { LedgerEntryDto } from '@shared/ledger';
import { storedSets } from '../predictions';
import { createLedgerService } from './index';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ctx = await createTestContext();
const admin = await ctx.makeUser('admin');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type Entry = LedgerEntryDto;

/** The whole chain, checked link by link from the contract's definitions. */
async function wholeChain(): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (;;) {
    const page = (await ctx.call('GET', `/api/ledger?after=${entries.length}&limit=500`)).json as Entry[];
    entries.push(...page);
    if (page.length < 500) break;
  }
  let prev = '0'.repeat(64);
  entries.forEach((e, i) => {
    expect(e.seq).toBe(i + 1);
    expect(e.prev).toBe(prev);
    expect(e.hash).toBe(sha256(`${e.seq}|${e.committedAt}|${e.setId}|${e.commitment}|${e.prev}`));
    prev = e.hash;
  });
  expect((await ctx.call('GET', '/api/ledger/head')).json.seq).toBe(entries.length);
  return entries;
}

const set = (n: number) => ({ alternatives: [], date: '2026-06-15', pairs: [[String(100 + n), '2468']] as [string, string][], timeOfDay: 'Evening', validThrough: '2026-06-15' });

describe('appends racing', () => {
  it('publishes, edits and deletions sent at once each get one entry, seq without a gap', async () => {
    const first = await Promise.all(
      Array.from({ length: 12 }, (_, i) => ctx.call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: String(200 + i), number2: '1357' }] } })),
    );
    expect(first.map((r) => r.status)).toEqual(first.map(() => 201));
    const ids = first.map((r) => r.json.prediction._id as string);
    const next = await Promise.all([
      ...ids.slice(0, 6).map((id) => ctx.call('PUT', `/api/predictions/${id}`, { token: admin.token, body: { predictions: [{ number1: '999', number2: '1357' }] } })),
      ...ids.slice(6).map((id) => ctx.call('DELETE', `/api/predictions/${id}`, { token: admin.token })),
    ]);
    expect(next.map((r) => r.status)).toEqual(next.map(() => 200));
    const entries = await wholeChain();
    expect(entries).toHaveLength(24);
    // Each set: its publish, then its edit or deletion.
    for (const id of ids) expect(entries.filter((e) => e.setId === id)).toHaveLength(2);
  });

  it('appends of another process and this one interleave into one gapless chain', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/test/ledger-appender.ts', ctx.database.target, '30', '5000'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    const said = (word: string) =>
      new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout!.on('data', (d) => (out += d) && out.includes(word) && resolve());
        child.once('exit', (code) => reject(new Error(`the appender exited (${code}) before "${word}"`)));
      });
    await said('ready');
    const ledger = createLedgerService(ctx.deps, (ids) => storedSets(ctx.deps.db, ids));
    child.stdin!.write('go\n');
    const finished = said('done');
    const mine = await Promise.all(Array.from({ length: 30 }, (_, i) => ctx.deps.db.write((tx) => ledger.append(tx, { setId: 7000 + i, set: set(i) }))));
    await finished;
    expect(new Set(mine.map((d) => d.seq)).size).toBe(30);
    const entries = await wholeChain();
    expect(entries).toHaveLength(84);
    expect(entries.filter((e) => Number(e.setId) >= 5000 && Number(e.setId) < 5030)).toHaveLength(30);
  }, 60_000);
});
