// An import written in batches (docs/operations.md, "How results get in"; results.import.ts): a
// file of years holds up no other write for long, on SQLite (one write lock for the file) as on
// PostgreSQL; it still behaves as one import: its checks come before its first write, it takes the
// import lease so no other import writes meanwhile, and one cut short (a stop, a crash) leaves
// whole batches that the same file sent again completes, each with its entry in the results'
// chain. A lock met past its wait answers 503 with Retry-After, never 500.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { secrets } from '#db/schema-shared';
import { openDatabase } from '../../platform/db/open';
import { createResultLedger } from '../ledger';
import { queueNumberNews } from '../my-numbers';
import { resultsImportContext } from '../../test/results-import';
import { genericCsv, scheduledDraws } from '../../test/results-files';
import { RESULT_MESSAGES } from '@shared/results';
import { createResultsService } from './results.service';

const { ctx, importFile } = await resultsImportContext();
// A second connection to the same database, as another server process has.
const other = await openDatabase(ctx.database.url ?? ctx.database.target);
afterAll(() => other.close());
await ctx.exec("insert into secrets (name, value, created_at) values ('batches-test', '0', 0)");

const count = async (table: string) => Number(Object.values((await ctx.rows(`select count(*) from ${table}`))[0])[0]);

describe('an import of a year, in batches', () => {
  it("holds up another connection's writes for a small part of its time, and each is stored", async () => {
    // A year of the seven states: about 20 batches, so one batch's wait is a small part of the whole.
    const draws = scheduledDraws('2025-06-15', '2026-06-14');
    const csv = genericCsv(draws);
    let over = false;
    const entriesBefore = await count('result_entries');
    const started = performance.now();
    const imported = importFile(csv).finally(() => (over = true));
    const waits: number[] = [];
    let n = 0;
    while (!over) {
      const t0 = performance.now();
      await other.write((tx) =>
        tx
          .update(secrets)
          .set({ value: String(++n) })
          .where(eq(secrets.name, 'batches-test')),
      );
      waits.push(performance.now() - t0);
      // Another process's writes come with turns of its own event loop between them (here, one
      // event loop for both: a loop of writes alone would never let the import's timers run).
      await new Promise((r) => setTimeout(r, 2));
    }
    const answer = await imported;
    const importMs = performance.now() - started;
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ imported: draws.length, duplicates: 0 });
    expect(await ctx.rows("select value from secrets where name = 'batches-test'")).toEqual([{ value: String(n) }]);
    // Written as one transaction, the import kept a write that came during it waiting until its end:
    // most of the import's time.
    const longest = Math.max(...waits);
    console.log(`${draws.length} draws imported in ${Math.round(importMs)} ms; ${waits.length} other writes meanwhile, the longest ${Math.round(longest)} ms`);
    expect(waits.length).toBeGreaterThan(2);
    expect(longest / importMs).toBeLessThan(0.2);
    // Every draw in the results' chain, as each batch wrote its entries.
    expect((await count('result_entries')) - entriesBefore).toBe(draws.length);
  }, 240_000);

  it('checks the whole file before its first write: a conflict in its last batch stores nothing', async () => {
    const draws = scheduledDraws('2026-01-01', '2026-03-31');
    expect(draws.length).toBeGreaterThan(1500);
    const last = draws.at(-1)!;
    expect((await importFile(genericCsv([last]))).status).toBe(200);
    const disagreeing = { ...last, number: /^0+$/.test(last.number) ? last.number.replace(/0/g, '1') : last.number.replace(/./g, '0') };
    const answer = await importFile(genericCsv([...draws.slice(0, -1), disagreeing]));
    expect(answer.status).toBe(400);
    expect(answer.json.rejected).toEqual([{ line: draws.length + 1, message: RESULT_MESSAGES.conflict(last, last.number) }]);
    expect(await count('draw_results')).toBe(1);
    // The lease was given back: the next import goes at once.
    expect(await ctx.rows('select * from result_import_lease')).toEqual([]);
    expect((await importFile(genericCsv(draws.slice(0, -1)))).json).toMatchObject({ imported: draws.length - 1 });
  }, 120_000);

  it('cut short between batches, it leaves whole batches with their chain entries, and the same file sent again stores the rest', async () => {
    const draws = scheduledDraws('2025-12-15', '2026-06-14');
    const csv = genericCsv(draws);
    // The chain keeps the entries of earlier tests: this test's are those after.
    const entriesBefore = await count('result_entries');
    const cut = new AbortController();
    const results = createResultsService(ctx.deps, ctx.services.queue, createResultLedger(ctx.deps), queueNumberNews, cut.signal);
    const importing = results.importCsv(csv, { source: 'import' }).then(
      () => 'finished',
      (err: unknown) => err,
    );
    // Cut once some batches are stored, as a stop that can wait no longer does.
    for (let end = Date.now() + 120_000; (await count('draw_results')) < 1000 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 5));
    cut.abort();
    expect(await importing).toMatchObject({ status: 503, message: RESULT_MESSAGES.importCut });
    const stored = await count('draw_results');
    expect(stored).toBeGreaterThanOrEqual(1000);
    expect(stored).toBeLessThan(draws.length);
    expect(stored % 500).toBe(0);
    expect((await count('result_entries')) - entriesBefore).toBe(stored);
    expect(await ctx.rows('select * from result_import_lease')).toEqual([]);

    const again = await importFile(csv);
    expect(again.json).toMatchObject({ imported: draws.length - stored, duplicates: stored, rejected: [] });
    expect(await count('draw_results')).toBe(draws.length);
    // Each draw entered into the chain once.
    expect((await count('result_entries')) - entriesBefore).toBe(draws.length);
  }, 240_000);

  it('waits for a lease left by a process that died until it ends, then imports', async () => {
    const draws = scheduledDraws('2026-06-01', '2026-06-07');
    await ctx.exec('insert into result_import_lease (id, holder, expires_at) values (1, ?, ?)', ['a process that died', ctx.clock.now() + 15_000]);
    let answered = false;
    const imported = importFile(genericCsv(draws)).finally(() => (answered = true));
    // Several of the import's asks for the lease (one each 100 ms) find it held.
    await new Promise((r) => setTimeout(r, 600));
    expect(answered).toBe(false);
    expect(await count('draw_results')).toBe(0);
    ctx.clock.set(ctx.clock.now() + 15_000);
    expect((await imported).json).toMatchObject({ imported: draws.length });
    expect(await ctx.rows('select * from result_import_lease')).toEqual([]);
  });
});

describe('a lock held past its wait', () => {
  it('answers 503 with Retry-After, never 500 "database is locked"', async () => {
    const locked = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const spy = vi.spyOn(ctx.services.results, 'listJson').mockRejectedValue(locked);
    try {
      const r = await ctx.call('GET', '/api/results');
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('1');
      expect(r.json).toEqual({ message: 'The server is busy. Please try again in a moment.' });
    } finally {
      spy.mockRestore();
    }
  });
});
