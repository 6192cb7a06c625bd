// Runs the job table's work in this server process (docs/architecture.md, "Jobs"). Every process
// runs one worker. Due jobs are claimed several at a time by one statement that takes only rows
// no other process holds (FOR UPDATE SKIP LOCKED on PostgreSQL); a poll that finds nothing due
// has read, not written. A claim is a lease: renewed while the job runs here, and a job whose
// lease has ended (its process died, or hangs) is due again for any process. A run that passes
// its kind's time limit is abandoned: counted as a failed try (retried, or failed for good) with
// that reason. A job that fails is tried again after a growing wait; after its last try it is
// kept, failed, with the reason.
//
// A job may run again (after a crash, a lost lease, a time limit), so every handler's effect is
// keyed: a push once per subscription and job, an e-mail once per job id. A handler may also
// return database work, which commits together with the job's "done", and so happens once.
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { skipLocked, type Tx } from '#db/client';
import { jobs } from '#db/schema-shared';
import { MINUTE, SECOND } from '../clock';
import type { JobQueue } from './jobs.queue';

export interface JobInfo {
  id: number;
  kind: string;
  /** This run's number, from 1. */
  attempt: number;
  maxAttempts: number;
  createdAt: number;
  /** Aborted when this run is abandoned (its time limit, or the process stopping past its deadline). */
  signal: AbortSignal;
  /** Settles once this run's outcome is recorded (done, failed, queued again) or the run is abandoned. */
  ended: Promise<void>;
}

/**
 * Does a job's work. May return database work to commit together with the job's "done" (adding
 * the jobs it fans out to, claiming what it has dealt with).
 */
// biome-ignore lint/suspicious/noExplicitAny: the worker's map holds handlers of every payload; each handler types its own.
export type JobHandler<P = any> = (payload: P, job: JobInfo) => Promise<void | ((tx: Tx) => Promise<void>)>;

/** A failure no retry can mend (a payload that makes no sense): the job is marked failed at once. */
export class JobFailed extends Error {}

/** A partial failure: try again later with this payload instead (a push's subscriptions still to reach). */
export class RetryWith extends Error {
  constructor(
    message: string,
    readonly payload: unknown,
  ) {
    super(message);
  }
}

/** Waits before the 2nd, 3rd, … try; the last repeats. */
export const RETRY_DELAYS_MS = [5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, 60 * MINUTE];

/** How long a run may take when its kind says nothing. */
export const DEFAULT_TIME_LIMIT_MS = 2 * MINUTE;

/** Jobs run at once in one process, unless its options say otherwise. */
export const DEFAULT_CONCURRENCY = 4;

export interface WorkerOptions {
  /** Jobs run at once in this process. */
  concurrency?: number;
  /** How often an idle worker looks for due jobs that other processes added. */
  pollMs?: number;
  /** How long a claim holds a job without being renewed. */
  leaseMs?: number;
  retryDelaysMs?: readonly number[];
  /** How long a run of each kind may take (default DEFAULT_TIME_LIMIT_MS). */
  timeLimitsMs?: Record<string, number>;
  /**
   * When a job added in this process may start: after the answers in flight have gone out
   * (api/platform/http/answers-in-flight.ts). Without a server, on the next turn of the event loop.
   */
  afterAnswers?: (start: () => void) => void;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

type JobRow = typeof jobs.$inferSelect;

/** A run the worker has given up on: its time limit passed, or the process stopped. */
class Abandoned extends Error {}
/** The job is no longer this run's: its lease ended and another run holds it, or it was given up on. */
class LostLease extends Error {}

export function createJobWorker(deps: Pick<Deps, 'db' | 'clock' | 'log'>, queue: JobQueue, handlers: Record<string, JobHandler>, opts: WorkerOptions = {}) {
  const { db, clock, log } = deps;
  const concurrency = opts.concurrency ?? DEFAULT_CONCURRENCY;
  const pollMs = opts.pollMs ?? 1000;
  const leaseMs = opts.leaseMs ?? 20 * SECOND;
  const retryDelays = opts.retryDelaysMs ?? RETRY_DELAYS_MS;
  const limitOf = (kind: string) => opts.timeLimitsMs?.[kind] ?? DEFAULT_TIME_LIMIT_MS;
  const afterAnswers = opts.afterAnswers ?? ((start: () => void) => void setImmediate(start));
  // Names this process's claims in `locked_by` (with the claim's try, a run is told from an
  // earlier run of the same job here).
  const me = `${process.pid}:${crypto.randomUUID()}`;
  // Only the kinds this process knows: during a rolling deploy an older process leaves a newer
  // kind to the processes that have its handler.
  const kinds = Object.keys(handlers);

  /** The runs of this process, by job id: what their leases are renewed for. */
  const running = new Map<number, { done: Promise<void>; abandon: (why: Abandoned) => void }>();
  let stopped = true;
  /** Ends the wait of the worker's loop; between waits, `woken` makes it look again at once. */
  let wake: (() => void) | null = null;
  let woken = false;
  const poke = () => (wake ? wake() : (woken = true));
  let loop: Promise<void> | null = null;
  let renewTimer: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};

  /** Due at `now`: queued and its time has come, or running with its lease ended. */
  const due = (now: number) => and(inArray(jobs.kind, kinds), or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now))));

  /** Up to `n` due jobs, now held by this process: one read, and one statement when any is due. */
  async function claim(n: number): Promise<JobRow[]> {
    const now = clock.now();
    // A poll that finds nothing due writes nothing.
    const [any] = await db.select({ id: jobs.id }).from(jobs).where(due(now)).limit(1);
    if (!any) return [];
    return db.write(
      (tx) =>
        tx
          .update(jobs)
          .set({ state: 'running', lockedBy: me, lockedUntil: now + leaseMs, attempts: sql`${jobs.attempts} + 1` })
          .where(inArray(jobs.id, skipLocked(tx.select({ id: jobs.id }).from(jobs).where(due(now)).orderBy(asc(jobs.runAt), asc(jobs.id)).limit(n))))
          .returning(),
      { durable: false },
    );
  }

  /** Still this run's: running, claimed here, and not claimed again since. */
  const mine = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, me), eq(jobs.attempts, job.attempts));

  /** Records a failed try: queued again after its wait, or failed for good after the last. */
  async function failed(job: JobRow, err: unknown) {
    const now = clock.now();
    const last = err instanceof JobFailed || job.attempts >= job.maxAttempts;
    const why = errorText(err);
    const [recorded] = await db.write(
      (tx) =>
        tx
          .update(jobs)
          .set({
            state: last ? 'failed' : 'queued',
            runAt: last ? job.runAt : now + retryDelays[Math.min(job.attempts - 1, retryDelays.length - 1)],
            finishedAt: last ? now : null,
            lockedBy: null,
            lockedUntil: null,
            lastError: why,
            ...(err instanceof RetryWith && { payload: JSON.stringify(err.payload) }),
          })
          .where(mine(job))
          .returning({ id: jobs.id }),
      { durable: false },
    );
    if (!recorded) return;
    const what = `job ${job.id} (${job.kind}) try ${job.attempts} of ${job.maxAttempts}`;
    if (last) log.error(`${what} failed for good: ${why}`);
    else log.info(`${what} failed, tried again later: ${why}`);
  }

  async function run(job: JobRow, abandoned: Promise<never>, signal: AbortSignal, ended: Promise<void>): Promise<void> {
    const info: JobInfo = { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts, createdAt: job.createdAt, signal, ended };
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new JobFailed(`no handler for jobs of kind "${job.kind}"`);
      const effect = await Promise.race([handler(JSON.parse(job.payload), info), abandoned]);
      await db.write(
        async (tx) => {
          if (signal.aborted) throw signal.reason;
          if (effect) await effect(tx);
          const [done] = await tx
            .update(jobs)
            // What was done keeps no payload: an e-mail's text may hold a reset link, a person's
            // address or message (an account deleted later must leave nothing readable).
            .set({ state: 'done', finishedAt: clock.now(), lockedBy: null, lockedUntil: null, lastError: null, payload: '{}' })
            .where(mine(job))
            .returning({ id: jobs.id });
          // Its lease ran out and another process took it: that run will finish it.
          if (!done) throw new LostLease();
        },
        { durable: effect !== undefined },
      );
    } catch (err) {
      if (err instanceof LostLease) return;
      await failed(job, err);
    }
  }

  /** Starts a claimed job; its lease is renewed until its run ends or passes its time limit. */
  function start(job: JobRow) {
    const control = new AbortController();
    let abandon!: (why: Abandoned) => void;
    const abandoned = new Promise<never>((_, reject) => (abandon = (why) => (control.abort(why), reject(why))));
    abandoned.catch(() => undefined);
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const limit = limitOf(job.kind);
    const timer = setTimeout(
      () => abandon(new Abandoned(`it ran over its time limit of ${limit < SECOND ? `${limit} ms` : `${Math.round(limit / SECOND)} s`} and was abandoned`)),
      limit,
    );
    const done = run(job, abandoned, control.signal, ended)
      // A write that fails here (the database gone away) is logged, not left to crash the
      // process; the job's lease runs out and it is run again.
      .catch((err) => log.error(`recording the end of job ${job.id} failed`, err))
      .finally(() => {
        clearTimeout(timer);
        running.delete(job.id);
        end();
        poke();
      });
    running.set(job.id, { done, abandon });
  }

  async function work() {
    while (!stopped) {
      const free = concurrency - running.size;
      if (free > 0) {
        try {
          for (const job of await claim(free)) {
            // Claimed just as the worker stopped: given back below (stop()).
            if (stopped) break;
            start(job);
          }
        } catch (err) {
          log.error('claiming jobs failed', err);
        }
      }
      // A run that ends, or a job added here, wakes the worker (also while it was claiming);
      // other processes' jobs are found by the poll.
      if (woken) {
        woken = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      woken = false;
    }
  }

  /** Keeps the claims of the jobs running here alive (not those of runs given up on). */
  async function renew() {
    const ids = [...running.keys()];
    if (ids.length === 0) return;
    await db
      .write(
        (tx) =>
          tx
            .update(jobs)
            .set({ lockedUntil: clock.now() + leaseMs })
            .where(and(inArray(jobs.id, ids), eq(jobs.state, 'running'), eq(jobs.lockedBy, me))),
        { durable: false },
      )
      .catch((err) => log.error('renewing the job leases failed', err));
  }

  return {
    /** The id other processes see in `locked_by`. */
    id: me,
    /** The job kinds this worker runs. */
    kinds: kinds as readonly string[],

    start() {
      if (!stopped) return;
      stopped = false;
      // After the answers in flight: the request that added the job finishes its answer first,
      // so a job's work (a publish's split of ten thousand subscriptions, a reset mail's writes
      // for a known e-mail) neither delays nor shows in the answer's timing.
      unsubscribe = queue.onAdded(() => afterAnswers(poke));
      loop = work();
      renewTimer = setInterval(() => void renew(), leaseMs / 3);
      renewTimer.unref();
    },

    /**
     * Stops claiming, lets the jobs running here finish until `deadline`, then gives the rest
     * back to the queue at once for the next start or another process (their effects are keyed,
     * so running again is safe).
     */
    async stop(deadline = Date.now() + 10 * SECOND): Promise<void> {
      stopped = true;
      wake?.();
      await loop;
      // A timer that holds the process open: the delivery threads of a push in flight do not.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...running.values()].map((r) => r.done)), new Promise((r) => (timer = setTimeout(r, Math.max(0, deadline - Date.now()))))]);
      clearTimeout(timer);
      clearInterval(renewTimer);
      unsubscribe();
      // Given back as they were before this run: a run stopped here is no failed try.
      await db
        .write(
          (tx) =>
            tx
              .update(jobs)
              .set({ state: 'queued', lockedBy: null, lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
              .where(and(eq(jobs.state, 'running'), eq(jobs.lockedBy, me))),
          { durable: false },
        )
        .catch((err) => log.error('giving back the running jobs failed', err));
      for (const r of running.values()) r.abandon(new Abandoned('the process stopped before it ended'));
    },

    /** Resolves once no job is due and none runs here (tests; the clock decides what is due). */
    async settled(): Promise<void> {
      for (;;) {
        poke();
        await Promise.allSettled([...running.values()].map((r) => r.done));
        const now = clock.now();
        const [left] = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(inArray(jobs.kind, kinds), or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)), eq(jobs.state, 'running'))))
          .limit(1);
        if (!left && running.size === 0) return;
        await new Promise((r) => setTimeout(r, 5));
      }
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
