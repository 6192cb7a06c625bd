// The job worker (docs/architecture.md, "Jobs"), on both databases: due jobs are claimed several
// at a time in one statement, a poll that finds nothing writes nothing, a lease (not a process
// id) decides when a job another process held is due again, a run over its kind's time limit is
// abandoned with the reason, and a stop gives back what it was running at once, its try not
// counted.
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client';
import { createTestContext } from '../../test/harness';
import { SECOND } from '../clock';
import { unitBudget } from '../../features/push/push.job';
import { createJobWorker, type JobHandler, type WorkerOptions } from './jobs.worker';

const ctx = await createTestContext();
const { db } = ctx.deps;

/** The database with its write transactions counted, and its reads (a poll is one). */
function countingWrites() {
  const counted = {
    writes: 0,
    reads: 0,
    db: Object.create(db, {
      write: { value: (...args: Parameters<Db['write']>) => (counted.writes++, db.write(...args)) },
      select: { value: (...args: Parameters<Db['select']>) => (counted.reads++, db.select(...args)) },
    }) as Db,
  };
  return counted;
}

/** Until the worker has polled `n` times: a count of looks, not a time, which a busy machine would stretch. */
const polled = (counted: ReturnType<typeof countingWrites>, n: number) => vi.waitFor(() => expect(counted.reads).toBeGreaterThanOrEqual(n), { timeout: 10_000 });

function workerOf(handlers: Record<string, JobHandler>, opts: WorkerOptions = {}, database: Db = db) {
  return createJobWorker({ ...ctx.deps, db: database }, ctx.services.queue, handlers, { pollMs: 5, retryDelaysMs: [10], ...opts });
}

const add = (kind: string, n = 1, maxAttempts?: number) =>
  db.write(async (tx) => {
    for (let i = 0; i < n; i++) await ctx.services.queue.add(tx, { kind, payload: { i }, maxAttempts });
  });

const jobRows = (kind: string) =>
  ctx.rows<{ id: number; state: string; attempts: number; last_error: string | null; locked_by: string | null }>(
    'select id, state, attempts, last_error, locked_by from jobs where kind = ? order by id',
    [kind],
  );

describe('the job worker', () => {
  it('claims eight due jobs in one write and records each once', async () => {
    const counted = countingWrites();
    const ran: number[] = [];
    const worker = workerOf({ 'batch-claim': async (p: { i: number }) => void ran.push(p.i) }, { concurrency: 8 }, counted.db);
    await add('batch-claim', 8);
    worker.start();
    await worker.settled();
    // One claim of all eight, and one "done" each: not a claim per job.
    expect(counted.writes).toBe(1 + 8);
    await worker.stop();
    expect(ran.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect((await jobRows('batch-claim')).map((j) => [j.state, j.attempts])).toEqual(Array(8).fill(['done', 1]));
  });

  it('writes nothing while it polls and nothing is due', async () => {
    const counted = countingWrites();
    const worker = workerOf({ 'never-added': async () => undefined }, {}, counted.db);
    worker.start();
    await polled(counted, 20);
    await worker.stop();
    // The stop's give-back is the one write.
    expect(counted.writes).toBe(1);
  });

  it('takes a job another process holds only once its lease has ended', async () => {
    const ran: number[] = [];
    // As a process that died left it: claimed, its lease running 10 s more.
    const id = await ctx.exec(
      "insert into jobs (kind, payload, state, attempts, max_attempts, run_at, locked_by, locked_until, created_at) values ('leased-job', '{}', 'running', 1, 3, ?, 'a-process-gone', ?, ?)",
      [ctx.clock.now(), ctx.clock.now() + 10 * SECOND, ctx.clock.now()],
    );
    const counted = countingWrites();
    const other = workerOf({ 'leased-job': async (_, job) => void ran.push(job.attempt) }, {}, counted.db);
    other.start();
    await polled(counted, 10);
    expect(ran).toEqual([]);
    ctx.clock.advance(10 * SECOND + 1);
    await other.settled();
    await other.stop();
    expect(ran).toEqual([2]);
    expect((await jobRows('leased-job'))[0]).toMatchObject({ id, state: 'done', attempts: 2 });
  });

  it('abandons a run over its time limit with the reason: tried again, then failed for good', async () => {
    let runs = 0;
    const worker = workerOf({ stuck: async () => (runs++, new Promise<void>(() => {})) }, { timeLimitsMs: { stuck: 50 } });
    await add('stuck', 1, 2);
    worker.start();
    await worker.settled();
    expect(await jobRows('stuck')).toMatchObject([{ state: 'queued', attempts: 1, last_error: 'it ran over its time limit of 50 ms and was abandoned' }]);
    // Its wait before the next try.
    ctx.clock.advance(SECOND);
    await worker.settled();
    await worker.stop();
    expect(runs).toBe(2);
    expect(await jobRows('stuck')).toMatchObject([{ state: 'failed', attempts: 2, last_error: 'it ran over its time limit of 50 ms and was abandoned' }]);
  });

  it('tells a run when its end is recorded, and a stop gives back what runs at once', async () => {
    let release!: () => void;
    const started = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const worker = workerOf({
      'ends-later': async (_, job) => {
        void job.ended.then(() => order.push('ended'));
        release();
        await new Promise((r) => setTimeout(r, 20));
        order.push('returned');
      },
      'runs-long': async () => new Promise<void>(() => {}),
    });
    await add('ends-later');
    worker.start();
    await started;
    await worker.settled();
    expect(order).toEqual(['returned', 'ended']);
    await add('runs-long');
    while ((await jobRows('runs-long'))[0].state !== 'running') await new Promise((r) => setTimeout(r, 5));
    await worker.stop(Date.now());
    // Given back as it was: its try does not count.
    expect(await jobRows('runs-long')).toMatchObject([{ state: 'queued', attempts: 0, locked_by: null, last_error: null }]);
  });
});

describe('the budget of pushes sent and not yet recorded', () => {
  it('gives out at most its total, first come first served', async () => {
    const budget = unitBudget(100);
    const first = await budget.take(60);
    const order: string[] = [];
    const second = budget.take(60).then((back) => (order.push('second'), back));
    const third = budget.take(30).then((back) => (order.push('third'), back));
    await new Promise((r) => setTimeout(r, 10));
    // 40 are free, but the second came first and waits for 60.
    expect(budget.out()).toBe(60);
    expect(order).toEqual([]);
    first();
    first();
    const [b, c] = await Promise.all([second, third]);
    expect(order).toEqual(['second', 'third']);
    expect(budget.out()).toBe(90);
    b();
    c();
    expect(budget.out()).toBe(0);
  });
});
