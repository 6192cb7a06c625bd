// The results feeds against a local stand-in HTTP server: files in every layout of
// docs/product.md, "Importing results files", with the parameters their entries carry, conditional
// requests, and every way a feed can fail (HTML, a PDF, an error status, garbage, a slow answer),
// none of which imports anything.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, T0 } from '../../test/harness';
import { genericCsv, scheduledDraws, texasFiles } from '../../test/results-files';
import { drawResults, resultFeeds } from '#db/schema-results';
import { auditLog } from '#db/schema-shared';
import { silentLogger } from '../../platform/log';
import { createScheduler } from '../../platform/jobs/jobs.schedule';
import { createJobWorker } from '../../platform/jobs/jobs.worker';
import { createResultsFeeds } from './results.feed';

const ctx = await createTestContext();
const admin = await ctx.makeUser('admin');
const logs: string[] = [];
const deps = { ...ctx.deps, log: { ...silentLogger, info: (m: string) => void logs.push(m), error: (m: string) => void logs.push(m) } };

const texas = texasFiles(scheduledDraws('2026-06-01', '2026-06-13', ['TX']));
// Five days of Georgia's and Florida's draws: (3 + 2) draw times × 2 games × 5 days = 50 lines.
const generic = genericCsv(scheduledDraws('2026-06-10', '2026-06-14', ['GA', 'FL']));
const badLine = generic.split('\n').findIndex((l) => l.startsWith('GA,pick3,2026-06-12,night')) + 1;

// The stand-in: what each path answers, changeable per test; every request is recorded.
/** `held`: no answer until the test ends (a feed that never answers). */
type Answer = { status?: number; type?: string; body?: string; etag?: string; lastModified?: string; held?: boolean };
const answers = new Map<string, Answer>();
const requests: { path: string; ifNoneMatch?: string; ifModifiedSince?: string }[] = [];
const server = http.createServer((req, res) => {
  requests.push({ path: req.url!, ifNoneMatch: req.headers['if-none-match'], ifModifiedSince: req.headers['if-modified-since'] });
  const a = answers.get(req.url!) ?? { status: 404, type: 'text/html', body: '<h1>Not found</h1>' };
  const send = () => {
    if (a.etag && req.headers['if-none-match'] === a.etag) return res.writeHead(304).end();
    res.writeHead(a.status ?? 200, { 'Content-Type': a.type ?? 'text/csv', ...(a.etag ? { ETag: a.etag } : {}), ...(a.lastModified ? { 'Last-Modified': a.lastModified } : {}) });
    res.end(a.body ?? '');
  };
  if (!a.held) send();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

// A time-out only a stand-in that never answers reaches, however busy the machine: the case of a
// feed that does not answer has one that really does not, and a time-out of its own.
const feedsFor = (...paths: string[]) => feedsWithin(60_000, ...paths);
const feedsWithin = (timeoutMs: number, ...paths: string[]) =>
  createResultsFeeds(deps, ctx.services.results, { urls: paths.map((p) => base + p), intervalMs: 15 * 60_000, timeoutMs });
const rows = () => ctx.deps.db.select().from(drawResults).orderBy(drawResults.id);
const feedRow = async (path: string) => (await ctx.deps.db.select().from(resultFeeds)).find((f) => f.url === base + path);

beforeEach(async () => {
  ctx.clock.set(T0);
  await ctx.exec('delete from draw_results');
  await ctx.exec('delete from result_feeds');
  await ctx.exec('delete from audit_log');
  answers.clear();
  requests.length = 0;
  logs.length = 0;
});

describe('results feeds', () => {
  it("imports the Texas Lottery's files and generic files with source 'feed' and no actor, then asks conditionally", async () => {
    answers.set('/pick3evening.csv', { body: texas.get('pick3evening.csv'), etag: '"v1"', lastModified: 'Sat, 13 Jun 2026 23:30:00 GMT' });
    answers.set('/daily4day.csv', { body: texas.get('daily4day.csv'), type: 'application/octet-stream' });
    answers.set('/others.csv', { body: generic, type: 'text/plain; charset=utf-8' });
    const feeds = feedsFor('/pick3evening.csv', '/daily4day.csv', '/others.csv');
    const first = await feeds.pollAll();
    expect(first.map((o) => [o.status, o.imported])).toEqual([
      ['imported', 12],
      ['imported', 12],
      ['imported', 50],
    ]);
    expect(await rows()).toHaveLength(74);
    expect(new Set((await rows()).map((r) => `${r.source} ${r.enteredBy}`))).toEqual(new Set(['feed null']));
    expect(await ctx.deps.db.select().from(auditLog)).toEqual([]);
    expect(await feedRow('/pick3evening.csv')).toMatchObject({
      etag: '"v1"',
      lastModified: 'Sat, 13 Jun 2026 23:30:00 GMT',
      lastImported: 12,
      lastError: null,
      lastOkAt: ctx.clock.now(),
    });

    ctx.clock.advance(15 * 60_000);
    const second = await feeds.pollAll();
    expect(second.map((o) => [o.status, o.imported])).toEqual([
      ['unchanged', undefined],
      ['imported', 0],
      ['imported', 0],
    ]);
    expect(requests.filter((r) => r.path === '/pick3evening.csv').at(-1)).toMatchObject({ ifNoneMatch: '"v1"', ifModifiedSince: 'Sat, 13 Jun 2026 23:30:00 GMT' });
    expect(second[1]).toMatchObject({ duplicates: 12 });
    expect(await rows()).toHaveLength(74);
  });

  it.each([
    ['an HTML error page', { type: 'text/html; charset=utf-8', body: '<html><body>Maintenance</body></html>' }, 'answered text/html, not CSV'],
    ['HTML sent as text', { type: 'text/plain', body: '\n<!DOCTYPE html><html></html>' }, 'answered: This file is a web page, not a results file.'],
    ['a PDF', { type: 'application/octet-stream', body: '%PDF-1.7\n' }, 'answered: This file is a PDF, not a results file'],
    ['a server error', { status: 500, body: 'oops' }, 'answered HTTP 500'],
    ['garbage', { body: 'hello world\nthis is not a results file\n' }, 'The columns of the first line are not ones the import knows: it found 1 ("hello world").'],
    ['a file that needs parameters its entry does not give', { body: 'Date,Result\n10/29/2025,921\n' }, 'The file does not say the state, game and draw time of its draws'],
    [
      'a file with one bad line',
      { body: generic.replace('GA,pick3,2026-06-12,night', 'GA,pick3,2026-06-12,nite') },
      `Nothing was imported: 1 line has a problem. First: line ${badLine}: Draw time "nite" is not morning, midday, evening or night.`,
    ],
    ['no answer within the time-out', { body: generic, held: true }, 'did not answer within 2 s'],
  ])('%s: logged, kept in result_feeds, nothing imported; retried at the next round', async (_, answer, why) => {
    answers.set('/feed.csv', { ...answer, etag: '"bad"' });
    const before = await ctx.snapshot();
    const [outcome] = await feedsWithin('held' in answer ? 2000 : 60_000, '/feed.csv').pollAll();
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toContain(why);
    expect(await rows()).toEqual([]);
    expect(await feedRow('/feed.csv')).toMatchObject({ etag: null, lastOkAt: null, lastCheckedAt: ctx.clock.now() });
    expect((await feedRow('/feed.csv'))!.lastError).toContain(why);
    expect(logs.join('\n')).toContain(`results feed ${base}/feed.csv: ${why}`);
    expect(JSON.parse(await ctx.snapshot()).filter(([t]: [string]) => t !== 'result_feeds')).toEqual(JSON.parse(before).filter(([t]: [string]) => t !== 'result_feeds'));

    // The feed recovers: the next round imports the whole file, asked for without validators.
    answers.set('/feed.csv', { body: generic, etag: '"good"' });
    const [retry] = await feedsFor('/feed.csv').pollAll();
    expect(retry).toMatchObject({ status: 'imported', imported: 50 });
    expect(requests.at(-1)?.ifNoneMatch).toBeUndefined();
    expect(await feedRow('/feed.csv')).toMatchObject({ etag: '"good"', lastError: null });
  });

  it('a feed line that differs from an admin-entered result leaves it as it is, flags it with the feed’s number, and says so in the log', async () => {
    const stored = await ctx.call('POST', '/api/results', { token: admin.token, body: { state: 'FL', game: 'pick3', drawDate: '2026-06-12', drawTime: 'evening', number: '999' } });
    expect(stored.status).toBe(201);
    answers.set('/others.csv', { body: generic });
    const [outcome] = await feedsFor('/others.csv').pollAll();
    expect(outcome).toMatchObject({ status: 'imported', imported: 49, kept: 0, flagged: 1 });
    const row = (await rows()).find((r) => r.state === 'FL' && r.game === 'pick3' && r.drawDate === '2026-06-12' && r.drawTime === 'evening')!;
    expect(row).toMatchObject({ number: '999', source: 'form' });
    expect(row.fileNumber).toMatch(/^\d{3}$/);
    expect(row.fileNumber).not.toBe('999');
    expect(logs.join('\n')).toMatch(
      /1 line\(s\) disagree with results entered by hand, now flagged beside them: line \d+: Florida Pick 3 Evening of 2026-06-12 was entered by hand as 999; this file says \d{3}/,
    );
  });

  it("an entry carries the import's parameters after #: one file per draw time of a results site, a wide file in mode=valid", async () => {
    const site = (lines: string[]) => ['Date,Result,Top prize', ...lines].join('\r\n');
    answers.set('/daily3-midday.csv', { body: site(['"Sunday, Jun 14, 2026","0, 4, 7","$500 "', '"Saturday, Jun 13, 2026","9, 2, 1","$500 "']) });
    answers.set('/daily3-evening.csv', { body: site(['"Sunday, Jun 14, 2026","1, 1, 2","$500 "']) });
    answers.set('/ohio.csv', { body: 'Draw Date,Midday Pick 3,Evening Pick 3\n06/14/2026,75,1234\n06/13/2026,5,\n' });
    const feeds = feedsFor('/daily3-midday.csv#state=MI&game=pick3&drawTime=midday', '/daily3-evening.csv#state=MI&game=pick3&drawTime=evening', '/ohio.csv#state=OH&mode=valid');
    const outcomes = await feeds.pollAll();
    expect(outcomes.map((o) => [o.status, o.imported])).toEqual([
      ['imported', 2],
      ['imported', 1],
      ['imported', 2],
    ]);
    expect((await rows()).map((r) => `${r.state} ${r.drawDate} ${r.drawTime} ${r.number} ${r.source}`)).toEqual([
      'MI 2026-06-14 midday 047 feed',
      'MI 2026-06-13 midday 921 feed',
      'MI 2026-06-14 evening 112 feed',
      'OH 2026-06-14 midday 075 feed',
      'OH 2026-06-13 midday 005 feed',
    ]);
    // The fragment is never sent; each entry keeps its own row.
    expect(requests.map((r) => r.path)).toEqual(['/daily3-midday.csv', '/daily3-evening.csv', '/ohio.csv']);
    expect(await feedRow('/daily3-midday.csv#state=MI&game=pick3&drawTime=midday')).toMatchObject({ lastImported: 2, lastError: null });
    expect(logs.join('\n')).toContain(
      `results feed ${base}/ohio.csv#state=OH&mode=valid: 1 line(s) skipped (mode=valid): line 2: Number "1234" must have 3 digits for Ohio Pick 3.`,
    );
  });

  it('runs once per round of its schedule, however many processes look', async () => {
    answers.set('/others.csv', { body: generic });
    const feeds = feedsFor('/others.csv');
    const schedule = [{ name: 'feeds-under-test', everyMs: 15 * 60_000, job: { kind: 'feeds-under-test', maxAttempts: 1 } }];
    // Two schedulers, as two server processes would have, on the same database.
    const [a, b] = [createScheduler(deps, ctx.services.queue, schedule), createScheduler(deps, ctx.services.queue, schedule)];
    const worker = createJobWorker(deps, ctx.services.queue, { 'feeds-under-test': feeds.jobs['results-feed'] }, { pollMs: 10 });
    worker.start();
    try {
      for (let round = 0; round < 3; round++) {
        await Promise.all([a.tick(), b.tick(), a.tick()]);
        await worker.settled();
        expect(requests.length).toBe(round + 1);
        ctx.clock.advance(15 * 60_000);
      }
    } finally {
      await worker.stop();
    }
    expect(await rows()).toHaveLength(50);
  });
});
