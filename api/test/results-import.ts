// The set-up the results-import suites share (results.import*.test.ts): an admin, the import
// call, what is stored, and a clean table and clock before each test.
import { beforeEach } from 'vitest';
import { drawResults } from '#db/schema-results';
import { createTestContext, T0 } from './harness';

export async function resultsImportContext() {
  const ctx = await createTestContext();
  const admin = await ctx.makeUser('admin');
  beforeEach(async () => {
    ctx.clock.set(T0); // Monday 2026-06-15, 12:00 in New York
    await ctx.exec('delete from draw_results');
    await ctx.exec('delete from audit_log');
  });
  const rows = () => ctx.deps.db.select().from(drawResults).orderBy(drawResults.id);
  return {
    ctx,
    admin,
    /** POST /api/results/import with `body` as the file, `query` (from `?`) and its content type. */
    importFile: (body: string | ReadableStream, query = '', type = 'text/csv') =>
      ctx.call('POST', `/api/results/import${query}`, { token: admin.token, body: body as string, headers: { 'Content-Type': type } }),
    rows,
    /** The stored results, one line each: state, game, date, draw time, number. */
    stored: async () => (await rows()).map((r) => `${r.state} ${r.game} ${r.drawDate} ${r.drawTime} ${r.number}`),
    /** One result entered by hand, as the admin's form does. */
    enter: (state: string, game: string, drawDate: string, drawTime: string, number: string) =>
      ctx.call('POST', '/api/results', { token: admin.token, body: { state, game, drawDate, drawTime, number } }),
  };
}
