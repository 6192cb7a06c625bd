// What a feature runs after the requests have answered (docs/architecture.md, "Jobs"), declared
// where the feature lives: the job kinds it handles, how long its long runs may take, its
// schedules (already decided by the settings: an empty list when they are off) and its part of
// the daily clean-up. api/compose.ts gathers every feature's and the platform's into the one
// worker and the one scheduler of a process; a kind or a schedule declared twice stops the start.
import type { Tx } from '#db/client';
import type { ErasePart } from '../erase';
import type { Schedule } from './jobs.schedule';
import type { JobHandler } from './jobs.worker';

/** A feature's part of the daily clean-up: deletes what it no longer needs as of `now`. */
export type Sweep = (tx: Tx, now: number) => Promise<unknown>;

export interface Background {
  /** The job kinds it handles: kind → handler. */
  jobs?: Readonly<Record<string, JobHandler>>;
  /** How long a run of one of its kinds may take, where longer than the worker's default (two minutes). */
  timeLimitsMs?: Readonly<Record<string, number>>;
  /** Its rounds; each round adds a job of a kind some piece handles. */
  schedules?: readonly Schedule[];
  /** What the daily clean-up forgets for it (cleanup.job.ts). */
  sweeps?: readonly Sweep[];
  /** What deleting an account erases of it: its rows and its promised work naming the person (erase.ts). */
  erase?: ErasePart;
}

/** A piece's background work, named by the piece (the name is what an error at start-up shows). */
export type NamedBackground = readonly [name: string, work: Background];

export interface GatheredBackground {
  jobs: Record<string, JobHandler>;
  timeLimitsMs: Record<string, number>;
  schedules: Schedule[];
}

/** Every piece's sweeps, in the order of the pieces: what the platform's clean-up is handed. */
export const sweepsOf = (parts: readonly NamedBackground[]): Sweep[] => parts.flatMap(([, work]) => work.sweeps ?? []);

/** Every piece's part of deleting an account, in the order of the pieces. */
export const erasePartsOf = (parts: readonly NamedBackground[]): ErasePart[] => parts.flatMap(([, work]) => (work.erase ? [work.erase] : []));

/**
 * The union of every piece's background work, for the worker and the scheduler. Throws, naming
 * the pieces, when two handle one kind or declare one schedule (a schedule's rounds are kept by
 * its name), when a schedule's job is a kind nobody handles, or when a time limit names a kind
 * its piece does not handle.
 */
export function gatherBackground(parts: readonly NamedBackground[]): GatheredBackground {
  const gathered: GatheredBackground = { jobs: {}, timeLimitsMs: {}, schedules: [] };
  const handledBy = new Map<string, string>();
  const scheduledBy = new Map<string, string>();
  for (const [name, work] of parts) {
    for (const [kind, handler] of Object.entries(work.jobs ?? {})) {
      const other = handledBy.get(kind);
      if (other !== undefined) throw new Error(`The job kind "${kind}" is handled by both ${other} and ${name}: each kind has one handler.`);
      handledBy.set(kind, name);
      gathered.jobs[kind] = handler;
    }
    for (const [kind, ms] of Object.entries(work.timeLimitsMs ?? {})) {
      if (handledBy.get(kind) !== name) throw new Error(`${name} sets a time limit for the job kind "${kind}", which it does not handle.`);
      gathered.timeLimitsMs[kind] = ms;
    }
    for (const schedule of work.schedules ?? []) {
      const other = scheduledBy.get(schedule.name);
      if (other !== undefined) throw new Error(`The schedule "${schedule.name}" is declared by both ${other} and ${name}: its rounds are kept by its name.`);
      scheduledBy.set(schedule.name, name);
      gathered.schedules.push(schedule);
    }
  }
  for (const schedule of gathered.schedules) {
    if (!handledBy.has(schedule.job.kind))
      throw new Error(`The schedule "${schedule.name}" (${scheduledBy.get(schedule.name)}) adds jobs of the kind "${schedule.job.kind}", which nothing handles.`);
  }
  return gathered;
}
