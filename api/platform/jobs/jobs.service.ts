// The operator's view of promised work (docs/runtime.md): what waits, what failed in the last day
// and why, and a retry for a failed job.
import { and, asc, count, desc, eq, gte, min } from 'drizzle-orm';
import type { Deps } from '../deps';
import { jobs } from '#db/schema-shared';
import { DAY } from '../clock';
import { iso, isoOrNull } from '@shared/calendar';
import { conflict, notFound } from '../http/http-errors';
import type { JobsDto } from '@shared/jobs';
import type { JobQueue } from './jobs.queue';

/** Failed jobs listed at most. */
const FAILED_SHOWN = 50;

export function createJobsService(deps: Pick<Deps, 'db' | 'clock'>, queue: JobQueue) {
  const { db, clock } = deps;

  return {
    async status(): Promise<JobsDto> {
      const since = clock.now() - DAY;
      const byState = await db
        .select({ state: jobs.state, n: count(), oldest: min(jobs.createdAt) })
        .from(jobs)
        .groupBy(jobs.state);
      const n = (state: string) => byState.find((r) => r.state === state)?.n ?? 0;
      const [recent] = await db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.state, 'failed'), gte(jobs.finishedAt, since)));
      const failed = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.state, 'failed'), gte(jobs.finishedAt, since)))
        .orderBy(desc(jobs.finishedAt), desc(jobs.id))
        .limit(FAILED_SHOWN);
      const [oldest] = await db.select({ at: jobs.createdAt }).from(jobs).where(eq(jobs.state, 'queued')).orderBy(asc(jobs.createdAt)).limit(1);
      return {
        queued: n('queued'),
        running: n('running'),
        failedLast24h: recent?.n ?? 0,
        oldestQueuedAt: isoOrNull(oldest?.at ?? null),
        failed: failed.map((j) => ({ _id: String(j.id), kind: j.kind, error: j.lastError ?? '', failedAt: iso(j.finishedAt ?? j.createdAt), attempts: j.attempts })),
      };
    },

    /** Puts a failed job back in the queue for a fresh set of tries. */
    async retry(id: number): Promise<void> {
      await db.write(async (tx) => {
        // One conditional update: of two retries at once, one queues it.
        const [queued] = await tx
          .update(jobs)
          .set({ state: 'queued', attempts: 0, runAt: clock.now(), finishedAt: null })
          .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
          .returning({ id: jobs.id });
        if (!queued) {
          const [job] = await tx.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id)).limit(1);
          throw job ? conflict('Only a failed job can be retried.') : notFound('No such job.');
        }
        tx.afterCommit(() => queue.wake());
      });
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
