// Runs the job table's work in this server process (docs/architecture.md, "Jobs"). Every process
// runs one worker; a job is claimed with a lease before it runs, so it runs in one process at a
// time, and a process that dies lets go of its jobs when their lease ends. A job that fails is
// tried again after a growing wait; after its last try it is kept, failed, with the reason.
//
// A job may run again after a crash (its effect happened, its "done" was not written yet), so
// every handler's effect is keyed: a push once per subscription and job, an e-mail once per job
// id. A handler may also return database work, which commits together with the job's "done".
import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '#db/client';
import { jobs } from '#db/schema';
import { MINUTE, SECOND } from '../../lib/clock';
import type { JobQueue } from './jobs.queue';

export interface JobInfo {
  id: number;
  kind: string;
  /** This run's number, from 1. */
  attempt: number;
  maxAttempts: number;
  createdAt: number;
}

/**
 * Does a job's work. May return database work to commit together with the job's "done" (adding
 * the jobs it fans out to, claiming what it has dealt with).
 */
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

export interface WorkerOptions {
  /** Jobs run at once in this process. */
  concurrency?: number;
  /** How often an idle worker looks for due jobs that other processes added. */
  pollMs?: number;
  /** How long a claim holds a job without being renewed. */
  leaseMs?: number;
  retryDelaysMs?: readonly number[];
  /**
   * When a job added in this process may start: after the answers in flight have gone out
   * (api/lib/answers-in-flight.ts). Without a server, on the next turn of the event loop.
   */
  afterAnswers?: (start: () => void) => void;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

export function createJobWorker(deps: Deps, queue: JobQueue, handlers: Record<string, JobHandler>, opts: WorkerOptions = {}) {
  const { db, clock, log } = deps;
  const concurrency = opts.concurrency ?? 4;
  const pollMs = opts.pollMs ?? 1000;
  const leaseMs = opts.leaseMs ?? 20 * SECOND;
  const retryDelays = opts.retryDelaysMs ?? RETRY_DELAYS_MS;
  const afterAnswers = opts.afterAnswers ?? ((start: () => void) => void setImmediate(start));
  const me = `${MACHINE}:${process.pid}:${randomBytes(3).toString('hex')}`;
  // Only the kinds this process knows: during a rolling deploy an older process leaves a newer
  // kind to the processes that have its handler.
  const kinds = Object.keys(handlers);

  const running = new Map<number, Promise<void>>();
  let stopped = true;
  let wake: (() => void) | null = null;
  let loop: Promise<void> | null = null;
  let renewTimer: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};

  /** The next due job, now held by this process; or nothing. */
  async function claim() {
    return db.write(
      async (tx) => {
        const now = clock.now();
        const [due] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(inArray(jobs.kind, kinds), or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now)))))
          .orderBy(asc(jobs.runAt), asc(jobs.id))
          .limit(1);
        if (!due) return undefined;
        // Still due when it is taken: of two processes that read it at once, one gets it.
        const [job] = await tx
          .update(jobs)
          .set({ state: 'running', lockedBy: me, lockedUntil: now + leaseMs, attempts: sql`${jobs.attempts} + 1` })
          .where(and(eq(jobs.id, due.id), or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now)))))
          .returning();
        return job;
      },
      { durable: false },
    );
  }

  const mine = (id: number) => and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.lockedBy, me));

  async function run(job: typeof jobs.$inferSelect): Promise<void> {
    const info: JobInfo = { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts, createdAt: job.createdAt };
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new JobFailed(`no handler for jobs of kind "${job.kind}"`);
      const effect = await handler(JSON.parse(job.payload), info);
      await db.write(
        async (tx) => {
          if (effect) await effect(tx);
          const [done] = await tx
            .update(jobs)
            // What was done keeps no payload: an e-mail's text may hold a reset link, a person's
            // address or message (an account deleted later must leave nothing readable).
            .set({ state: 'done', finishedAt: clock.now(), lockedBy: null, lockedUntil: null, lastError: null, payload: '{}' })
            .where(mine(job.id))
            .returning({ id: jobs.id });
          // Its lease ran out and another process took it: that run will finish it.
          if (!done) throw new LostLease();
        },
        { durable: effect !== undefined },
      );
    } catch (err) {
      if (err instanceof LostLease) return;
      const now = clock.now();
      const last = err instanceof JobFailed || job.attempts >= job.maxAttempts;
      const why = errorText(err);
      await db.write(
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
            .where(mine(job.id)),
        { durable: false },
      );
      const what = `job ${job.id} (${job.kind}) try ${job.attempts} of ${job.maxAttempts}`;
      if (last) log.error(`${what} failed for good: ${why}`);
      else log.info(`${what} failed, tried again later: ${why}`);
    }
  }

  /**
   * Jobs a process of this machine was running when it died (kill -9, a crash): given back at
   * once, rather than when their lease ends. Only this machine's processes can be looked at.
   */
  async function releaseJobsOfDeadProcesses() {
    const held = await db.selectDistinct({ by: jobs.lockedBy }).from(jobs).where(eq(jobs.state, 'running'));
    const here = `${MACHINE}:`;
    const dead = held
      .map((h) => h.by)
      .filter((by): by is string => !!by && by.startsWith(here) && by !== me && !processAlive(Number(by.slice(here.length).split(':')[0])));
    if (dead.length === 0) return;
    await db.write((tx) => tx.update(jobs).set({ lockedUntil: 0 }).where(and(eq(jobs.state, 'running'), inArray(jobs.lockedBy, dead))), { durable: false });
    wake?.();
  }

  /** Keeps the claims of the jobs running here alive. */
  async function renew() {
    if (running.size === 0) return;
    await db
      .write((tx) => tx.update(jobs).set({ lockedUntil: clock.now() + leaseMs }).where(and(eq(jobs.state, 'running'), eq(jobs.lockedBy, me))), { durable: false })
      .catch((err) => log.error('renewing the job leases failed', err));
  }

  async function work() {
    while (!stopped) {
      while (!stopped && running.size < concurrency) {
        let job;
        try {
          job = await claim();
        } catch (err) {
          log.error('claiming a job failed', err);
          break;
        }
        if (!job || stopped) {
          // Claimed just as the worker stopped: leave it for the next start (released below).
          break;
        }
        const id = job.id;
        // A write that fails here (the database gone away) is logged, not left to crash the
        // process; the job's lease runs out and it is run again.
        running.set(id, run(job).catch((err) => log.error(`recording the end of job ${id} failed`, err)).finally(() => {
          running.delete(id);
          wake?.();
        }));
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    /** The id other processes see in `locked_by`. */
    id: me,

    start() {
      if (!stopped) return;
      stopped = false;
      void releaseJobsOfDeadProcesses().catch((err) => log.error('releasing the jobs of ended processes failed', err));
      // After the answers in flight: the request that added the job finishes its answer first,
      // so a job's work (a publish's split of ten thousand subscriptions, a reset mail's writes
      // for a known e-mail) neither delays nor shows in the answer's timing.
      unsubscribe = queue.onAdded(() => afterAnswers(() => wake?.()));
      loop = work();
      renewTimer = setInterval(() => void renew(), leaseMs / 3);
      renewTimer.unref();
    },

    /**
     * Stops claiming, lets the jobs running here finish until `deadline`, then gives the rest
     * back to the queue for the next start (their effects are keyed, so running again is safe).
     */
    async stop(deadline = Date.now() + 10 * SECOND): Promise<void> {
      stopped = true;
      wake?.();
      await loop;
      // A timer that holds the process open: the delivery threads of a push in flight do not.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...running.values()]), new Promise((r) => (timer = setTimeout(r, Math.max(0, deadline - Date.now()))))]);
      clearTimeout(timer);
      clearInterval(renewTimer);
      unsubscribe();
      await db
        .write((tx) => tx.update(jobs).set({ state: 'queued', lockedBy: null, lockedUntil: null }).where(and(eq(jobs.state, 'running'), eq(jobs.lockedBy, me))), { durable: false })
        .catch((err) => log.error('giving back the running jobs failed', err));
    },

    /** Resolves once no job is due and none runs here (tests; the clock decides what is due). */
    async settled(): Promise<void> {
      for (;;) {
        wake?.();
        await Promise.allSettled([...running.values()]);
        const now = clock.now();
        const [due] = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(inArray(jobs.kind, kinds), or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)), eq(jobs.state, 'running'))))
          .limit(1);
        if (!due && running.size === 0) return;
        await new Promise((r) => setTimeout(r, 5));
      }
    },
  };
}

class LostLease extends Error {}

/**
 * This machine as job claims name it: its host name and, on Linux, this boot's id, so machines
 * that share a host name (containers) never take each other's process ids for their own.
 */
const MACHINE = (() => {
  let boot = '';
  try {
    boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim().slice(0, 8);
  } catch {
    // Not Linux: the host name alone.
  }
  return [os.hostname(), boot].filter(Boolean).join('/').replace(/:/g, '_');
})();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type JobWorker = ReturnType<typeof createJobWorker>;
