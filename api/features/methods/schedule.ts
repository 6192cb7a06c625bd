// Publishing on a schedule (docs/product.md, "Publishing on a schedule"): entries per time of day,
// each with a method, pairs, alternatives and a window. Every minute (and at each start) one
// process looks for the entries whose publishAt has come today and adds each round's job, keyed
// by the round (day, time of day, publishAt); the job publishes through the predictions' own path
// (the ledger entry, the pushes, the activity log with the actor "schedule"). The round's row in
// schedule_runs is written in the publish's transaction, so a round publishes once whatever the
// processes, restarts or repeated runs; a round that cannot publish writes its row with the reason
// and a notice in the admin's inbox, once.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { publishSchedule, scheduleRuns } from '#db/schema-methods';
import { MINUTE } from '../../platform/clock';
import { recordAudit, type Actor } from '../../platform/audit/audit';
import type { Background } from '../../platform/jobs/background';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { Schedule } from '../../platform/jobs/jobs.schedule';
import type { JobInfo } from '../../platform/jobs/jobs.worker';
import { ApiError } from '../../platform/http/http-errors';
import { addDays, dayOf, iso, instantAt } from '@shared/calendar';
import { methodName, methodNumbers, pairsOf, type MethodId, type ScheduleDto, type ScheduleEntry, type SetMethod } from '@shared/methods';
import type { PairInput, TimeOfDay } from '@shared/predictions';
import { STATE_CODES } from '@shared/results';
import { readDraws } from '../results';
import { sha256Hex } from './lab';

/** Who the activity log names for a scheduled publish. */
export const SCHEDULE_ACTOR: Actor = { id: null, username: 'schedule' };
/** Who the admin's inbox names for a refused round. */
export const SCHEDULE_SENDER = 'Publishing schedule';
/** Tries of a round's publish before a failure is told to the inbox (retried after 5 s, 30 s, 2 min). */
const PUBLISH_TRIES = 4;
/** How many of the latest rounds GET /api/admin/schedule answers. */
const RUNS_SHOWN = 14;

/** The predictions' publish as the schedule uses it (api/features/predictions). */
export interface SchedulePublisher {
  publishByMethod(
    input: { date: string; timeOfDay: TimeOfDay; sharedContent: string; predictions: PairInput[]; alternatives: PairInput[]; validThrough?: string; method: SetMethod },
    actor: Actor,
    claim: (tx: Tx, setId: number) => Promise<boolean>,
  ): Promise<{ _id: string } | null>;
}

/** The admin's inbox, as the schedule writes to it (api/features/contact). */
export interface ScheduleInbox {
  notice(tx: Tx, from: string, message: string): Promise<void>;
}

interface Round {
  day: string;
  timeOfDay: TimeOfDay;
  publishAt: string;
}

const roundKey = (r: Round) => `schedule-publish:${r.day}|${r.timeOfDay}|${r.publishAt}`;

export function createPublishSchedule(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'log'>, queue: JobQueue, publisher: SchedulePublisher, inbox: ScheduleInbox) {
  const { db, clock, config, log } = deps;
  const tz = config.timeZone;

  async function get(): Promise<ScheduleDto> {
    const entries = await db.select().from(publishSchedule).orderBy(asc(publishSchedule.position));
    const runs = await db.select().from(scheduleRuns).orderBy(desc(scheduleRuns.at), desc(scheduleRuns.id)).limit(RUNS_SHOWN);
    return {
      entries: entries.map((e) => ({
        timeOfDay: e.timeOfDay,
        publishAt: e.publishAt,
        method: e.method as MethodId,
        pairs: e.pairs,
        alternatives: e.alternatives,
        validDays: e.validDays,
      })),
      runs: runs.map((r) => ({
        day: r.day,
        timeOfDay: r.timeOfDay,
        publishAt: r.publishAt,
        method: r.method as MethodId,
        setId: r.setId === null ? null : String(r.setId),
        problem: r.problem,
        at: iso(r.at),
      })),
    };
  }

  /** Replaces the entries; an entry already there (same time of day and publishAt) keeps when it was first saved. */
  async function set(entries: ScheduleEntry[], actor: Actor): Promise<ScheduleDto> {
    const now = clock.now();
    await db.write(async (tx) => {
      const before = await tx.select().from(publishSchedule);
      const since = new Map(before.map((e) => [`${e.timeOfDay} ${e.publishAt}`, e.since]));
      await tx.delete(publishSchedule);
      if (entries.length) await tx.insert(publishSchedule).values(entries.map((e, position) => ({ ...e, position, since: since.get(`${e.timeOfDay} ${e.publishAt}`) ?? now })));
      await recordAudit(tx, {
        actor,
        action: 'schedule.set',
        at: now,
        target: 'publishing schedule',
        detail: { entries: entries.map((e) => `${e.timeOfDay} ${e.publishAt} ${e.method} ${e.pairs}+${e.alternatives} ${e.validDays}d`) },
      });
    });
    return get();
  }

  /** Adds the job of each entry whose publishAt has come today and whose round has no row yet. */
  async function check(): Promise<void> {
    const now = clock.now();
    const day = dayOf(now, tz);
    const entries = await db.select().from(publishSchedule);
    const done = new Set((await db.select().from(scheduleRuns).where(eq(scheduleRuns.day, day))).map((r) => `${r.timeOfDay} ${r.publishAt}`));
    const due = entries.filter((e) => {
      const at = instantAt(day, e.publishAt, tz);
      // An entry saved after its time today starts tomorrow: a round is never made up for a time before it existed.
      return at <= now && e.since <= at && !done.has(`${e.timeOfDay} ${e.publishAt}`);
    });
    // Nothing due: nothing written.
    if (due.length === 0) return;
    await db.write(async (tx) => {
      for (const e of due) {
        const round: Round = { day, timeOfDay: e.timeOfDay, publishAt: e.publishAt };
        await queue.add(tx, { kind: 'schedule-publish', key: roundKey(round), payload: round, maxAttempts: PUBLISH_TRIES });
      }
    });
  }

  /** Writes a round's refusal and its notice in the inbox, unless the round has its row already. */
  async function refuse(round: Round, method: MethodId, problem: string): Promise<void> {
    const text = `The ${round.timeOfDay} set of ${round.day} (method ${methodName(method)}, due at ${round.publishAt}) was not published: ${problem}.`;
    await db.write(async (tx) => {
      const [row] = await tx
        .insert(scheduleRuns)
        .values({ ...round, method, setId: null, problem, at: clock.now() })
        .onConflictDoNothing()
        .returning({ id: scheduleRuns.id });
      if (row) await inbox.notice(tx, SCHEDULE_SENDER, text);
    });
    log.info(text);
  }

  /** One round: the entry's set made from the results stored before now, published once. */
  async function publishRound(round: Round, job: Pick<JobInfo, 'attempt' | 'maxAttempts'>): Promise<void> {
    const [entry] = await db
      .select()
      .from(publishSchedule)
      .where(and(eq(publishSchedule.timeOfDay, round.timeOfDay), eq(publishSchedule.publishAt, round.publishAt)))
      .limit(1);
    // Taken out of the schedule since the round was queued.
    if (!entry) return;
    const [done] = await db
      .select({ id: scheduleRuns.id })
      .from(scheduleRuns)
      .where(and(eq(scheduleRuns.day, round.day), eq(scheduleRuns.timeOfDay, round.timeOfDay), eq(scheduleRuns.publishAt, round.publishAt)))
      .limit(1);
    if (done) return;
    const method = entry.method as MethodId;
    try {
      const now = clock.now();
      const draws = await readDraws(db, STATE_CODES, now - 1);
      const made = methodNumbers(method, draws, { date: round.day, timeOfDay: round.timeOfDay, count: entry.pairs + entry.alternatives, cutoff: now }, sha256Hex);
      if ('problem' in made) return await refuse(round, method, made.problem);
      await publisher.publishByMethod(
        {
          date: round.day,
          timeOfDay: round.timeOfDay,
          sharedContent: `Numbers made by the ${methodName(method)} method.`,
          ...pairsOf(made, entry.pairs, entry.alternatives),
          validThrough: addDays(round.day, entry.validDays - 1),
          method,
        },
        SCHEDULE_ACTOR,
        async (tx, setId) => {
          const [row] = await tx
            .insert(scheduleRuns)
            .values({ ...round, method, setId, problem: null, at: now })
            .onConflictDoNothing()
            .returning({ id: scheduleRuns.id });
          return row !== undefined;
        },
      );
    } catch (err) {
      // A publish the rules refuse is refused at once; any other failure is tried again, and
      // refused with its reason after the last try. Either way the round is told once.
      const refused = err instanceof ApiError && err.status < 500;
      if (!refused && job.attempt < job.maxAttempts) throw err;
      const reason = err instanceof Error ? err.message.replace(/\.$/, '') : String(err);
      await refuse(round, method, refused ? reason : `the publish failed (${reason})`);
    }
  }

  const schedule: Schedule = { name: 'publish-schedule', everyMs: MINUTE, job: { kind: 'schedule-check' }, alsoAtStart: true };
  const background: Background = {
    jobs: { 'schedule-check': () => check(), 'schedule-publish': (payload: Round, job) => publishRound(payload, job) },
    schedules: [schedule],
  };
  return { get, set, check, ...background };
}
