// What the public record holds, as scoring reads it (docs/ledger.md, "Scoring follows the
// record"): every number of every set, with the stretches of time in which an entry of the chain
// held it, read from the entries' reveal texts and nothing else. A number counts on a draw only if
// the set's entry in force at that draw (the newest committed before it) held the number for the
// draw's day; what is edited, deleted or moved later, or changed in the tables behind the
// product's back, changes nothing already drawn.
import { createHash } from 'node:crypto';
import type { Db } from '#db/client';
import { addDays, iso } from '@shared/calendar';
import { hashText } from '@shared/ledger';
import { readLedgerEntries } from '../ledger';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A stretch of a run: the draws in (after, until], counted from entry `seq`, committed at
 * `committedAt` (`after` is later when the entry's window starts on a later day).
 */
export interface ChainSegment {
  after: number;
  until: number;
  seq: number;
  committedAt: number;
}

/**
 * One pair of a set as the chain held it through consecutive entries (an edit that keeps its two
 * numbers continues it; one that changes them ends it and begins another).
 */
export interface ChainRun {
  /** Stable while the chain stands: the entry that began the run, times 1000, plus the pair's place in it. */
  id: number;
  setId: number;
  kind: 'prediction' | 'alternative';
  number1: string;
  number2: string;
  /** Its place in its list (from 0) in the newest entry that held it. */
  place: number;
  /**
   * The latest validThrough of the entries that held it: the day the track record and the proof
   * list file it under. None of its draws is after that day's end.
   */
  day: string;
  /** The draws it counts on, oldest first, none overlapping; empty when no draw could count. */
  segments: ChainSegment[];
  /** False once an edit took it away or the set was deleted: it still counts on the draws before. */
  current: boolean;
  /** The set as the newest entry holding the pair has it: its method (`manual` where the text has none), date, time of day and number of pairs. */
  method: string;
  date: string;
  timeOfDay: string;
  pairs: number;
}

interface SetReveal {
  alternatives: [string, string][];
  date: string;
  method?: string;
  pairs: [string, string][];
  timeOfDay: string;
  validThrough: string;
}

/** The set's content in a reveal text, or null for a deletion (or a text that is neither). */
function setOf(reveal: string): SetReveal | null {
  const parsed = JSON.parse(reveal) as Partial<SetReveal> & { deleted?: boolean };
  if (parsed.deleted || !Array.isArray(parsed.pairs) || !Array.isArray(parsed.alternatives) || typeof parsed.validThrough !== 'string' || typeof parsed.date !== 'string')
    return null;
  return parsed as SetReveal;
}

/**
 * Every run of every set the chain holds. An entry counts only if its hash is that of its own
 * fields and its stored reveal text is the one its commitment was taken over: a row changed in
 * the database is left out (and the public check names it), never believed.
 */
export async function readChain(db: Db, endOf: (day: string) => number): Promise<ChainRun[]> {
  const rows = await readLedgerEntries(db);
  const bySet = new Map<number, { seq: number; at: number; set: SetReveal | null }[]>();
  for (const r of rows) {
    const fields = { seq: r.seq, committedAt: iso(r.committedAt), setId: String(r.setId), commitment: r.commitment, prev: r.prev };
    if (sha256(hashText(fields)) !== r.hash || sha256(r.reveal) !== r.commitment) continue;
    let entries = bySet.get(r.setId);
    if (!entries) bySet.set(r.setId, (entries = []));
    entries.push({ seq: r.seq, at: r.committedAt, set: setOf(r.reveal) });
  }
  const runs: ChainRun[] = [];
  for (const [setId, entries] of bySet) {
    let open: ChainRun[] = [];
    entries.forEach((entry, k) => {
      // The entry before stops being in force when this one is committed.
      for (const run of open) {
        const last = run.segments[run.segments.length - 1];
        last.until = Math.min(last.until, entry.at);
      }
      const next: typeof open = [];
      if (entry.set) {
        const { set } = entry;
        // The draws of the entry's days (date..validThrough) drawn after it was committed.
        const start = Math.max(entry.at, endOf(addDays(set.date, -1)));
        const end = endOf(set.validThrough);
        const listed = [...set.pairs.map((p) => ['prediction', p] as const), ...set.alternatives.map((p) => ['alternative', p] as const)];
        const kinds = { prediction: 0, alternative: 0 };
        listed.forEach(([kind, [number1, number2]], i) => {
          const place = kinds[kind]++;
          const at = open.findIndex((r) => r.kind === kind && r.number1 === number1 && r.number2 === number2);
          const run: ChainRun =
            at >= 0
              ? open.splice(at, 1)[0]
              : { id: entry.seq * 1000 + i, setId, kind, number1, number2, place, day: '', segments: [], current: true, method: '', date: '', timeOfDay: '', pairs: 0 };
          run.place = place;
          run.method = set.method ?? 'manual';
          run.date = set.date;
          run.timeOfDay = set.timeOfDay;
          run.pairs = set.pairs.length;
          if (set.validThrough > run.day) run.day = set.validThrough;
          const last = run.segments[run.segments.length - 1];
          // Unbroken while the window runs on: the same stretch, counted from the entry that began it.
          if (last && last.until === entry.at && start === entry.at) last.until = Math.max(end, entry.at);
          else run.segments.push({ after: start, until: end, seq: entry.seq, committedAt: entry.at });
          next.push(run);
        });
      }
      for (const run of open) run.current = false;
      runs.push(...open);
      open = next;
      if (k === entries.length - 1) runs.push(...open);
    });
  }
  for (const run of runs) run.segments = run.segments.filter((s) => s.until > s.after);
  return runs;
}
