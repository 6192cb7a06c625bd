// Work that runs on a schedule (expiry reminders, results feeds, clean-up), once per round
// whatever the number of server processes: each process looks every few seconds, and the one
// that moves a schedule's next round on (one conditional update) adds that round's job, in the
// same transaction. The job then runs like any other (jobs.worker.ts). The schedules are the
// features' own (background.ts); api/compose.ts hands every one to the process's scheduler.
import { and, eq, lte } from 'drizzle-orm';
import type { Deps } from '../deps';
import { schedules } from '#db/schema-shared';
import { MINUTE, SECOND } from '../clock';
import { addDays, dayOf, instantAt } from '@shared/calendar';
import type { JobQueue, JobSpec } from './jobs.queue';

export interface Schedule {
  name: string;
  everyMs: number;
  /** The first round after a fresh install, from the first start. */
  firstDelayMs?: number;
  /** Rounds at a time of day instead: the instant of the first round after `now` (everyMs is then unused). */
  nextAfter?: (now: number) => number;
  /** The round's job; its key is made from the schedule's name and the round. */
  job: Omit<JobSpec, 'key'>;
  /** A round at every start of a process too, besides the rounds; processes starting in the same minute share it. */
  alsoAtStart?: boolean;
}

const TICK_MS = 5 * SECOND;

/** The next `hour`:00 in `timeZone` after `now`, whatever its DST rules. */
export function nextHourAfter(now: number, hour: number, timeZone: string): number {
  const today = dayOf(now, timeZone);
  const time = `${String(hour).padStart(2, '0')}:00`;
  const at = instantAt(today, time, timeZone);
  return at > now ? at : instantAt(addDays(today, 1), time, timeZone);
}

export function createScheduler(deps: Pick<Deps, 'db' | 'clock' | 'log'>, queue: JobQueue, list: readonly Schedule[]) {
  const { db, clock, log } = deps;
  let timer: NodeJS.Timeout | undefined;

  /** Adds the job of every schedule whose round has come, unless another process has. */
  async function tick(): Promise<void> {
    const now = clock.now();
    await db.write(async (tx) => {
      for (const s of list) {
        await tx
          .insert(schedules)
          .values({ name: s.name, nextAt: s.nextAfter ? s.nextAfter(now) : now + (s.firstDelayMs ?? 0) })
          .onConflictDoNothing();
        const [round] = await tx
          .update(schedules)
          .set({ nextAt: s.nextAfter ? s.nextAfter(now) : now + s.everyMs })
          .where(and(eq(schedules.name, s.name), lte(schedules.nextAt, now)))
          .returning();
        if (round) await queue.add(tx, { ...s.job, key: `${s.name}@${now}` });
      }
    });
  }

  /** The start-up rounds of the schedules that have them, keyed by the minute. */
  async function startRounds(): Promise<void> {
    const starting = list.filter((s) => s.alsoAtStart);
    if (starting.length === 0) return;
    const minute = Math.floor(clock.now() / MINUTE);
    await db.write(async (tx) => {
      for (const s of starting) await queue.add(tx, { ...s.job, key: `${s.name}@start:${minute}` });
    });
  }

  return {
    tick,
    start() {
      void startRounds().catch((err) => log.error('the scheduler could not queue the start-up rounds', err));
      const run = () => void tick().catch((err) => log.error('the scheduler failed', err));
      run();
      timer = setInterval(run, TICK_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
