// The public record of prediction sets (docs/ledger.md): the wire types of GET /api/ledger and
// /api/ledger/head, the texts an entry's hashes are taken over, and the paging rules. The server
// builds entries with these; /track-record/verify checks them with the same definitions.
import { z } from './zod';
import { dayQueryParam, pageLimitParam } from './fields';

/** `prev` of the first entry, and the head's hash while the ledger is empty. */
export const ZERO_HASH = '0'.repeat(64);

export const LEDGER_PAGE_DEFAULT = 100;
export const LEDGER_PAGE_MAX = 500;

/** An entry as GET /api/ledger answers it; `reveal` only once the set may be shown (docs/ledger.md, "Reveals"). */
export interface LedgerEntryDto {
  seq: number;
  /** The server's clock when the change was committed: ISO UTC with milliseconds. */
  committedAt: string;
  setId: string;
  /** SHA-256 (lower-case hex) of the reveal text. */
  commitment: string;
  /** The previous entry's hash; ZERO_HASH for seq 1. */
  prev: string;
  /** SHA-256 of `hashText(entry)`. */
  hash: string;
  reveal?: string;
}

export interface LedgerHeadDto {
  seq: number;
  hash: string;
  committedAt: string | null;
}

/** What an entry's `hash` is taken over: `seq|committedAt|setId|commitment|prev`. */
export function hashText(e: Pick<LedgerEntryDto, 'seq' | 'committedAt' | 'setId' | 'commitment' | 'prev'>): string {
  return `${e.seq}|${e.committedAt}|${e.setId}|${e.commitment}|${e.prev}`;
}

/** A set as its entry commits to it: the pairs' numbers in priority order. */
export interface RevealedSet {
  alternatives: [string, string][];
  date: string;
  /**
   * How the numbers were made (docs/product.md, "Methods"): `manual` when an admin typed them.
   * Absent only from the texts of entries written before sets carried it.
   */
  method?: string;
  pairs: [string, string][];
  setId: string;
  timeOfDay: string;
  validThrough: string;
  version: number;
}

/**
 * The reveal text of a set's entry: JSON with the keys in alphabetical order and no spaces, so the
 * same set always gives the same text (and the same commitment).
 */
export function revealText(set: RevealedSet, salt: string): string {
  const { alternatives, date, method, pairs, setId, timeOfDay, validThrough, version } = set;
  // An undefined method leaves its key out (an entry written before sets carried it).
  return JSON.stringify({ alternatives, date, method, pairs, salt, setId, timeOfDay, validThrough, version });
}

/** The reveal text of a deletion: `{"deleted":true,"salt":…,"setId":…,"version":…}`. */
export function deletionRevealText(setId: string, version: number, salt: string): string {
  return JSON.stringify({ deleted: true, salt, setId, version });
}

/**
 * An entry of the results' own chain (GET /api/ledger/results, docs/ledger.md, "Results"): public
 * at once. `draw` is "OH pick3 2026-06-15 midday"; `number` the number the entry stored (for a
 * removal, the number removed); `replaced` the number a correction replaced, null otherwise.
 */
export interface ResultEntryDto {
  seq: number;
  committedAt: string;
  action: 'enter' | 'correct' | 'remove';
  draw: string;
  number: string;
  replaced: string | null;
  prev: string;
  hash: string;
}

/** What a result entry's `hash` is taken over: `seq|committedAt|action|draw|number|replaced|prev` (`replaced` empty when null). */
export function resultHashText(e: Pick<ResultEntryDto, 'seq' | 'committedAt' | 'action' | 'draw' | 'number' | 'replaced' | 'prev'>): string {
  return `${e.seq}|${e.committedAt}|${e.action}|${e.draw}|${e.number}|${e.replaced ?? ''}|${e.prev}`;
}

/** `draw` of a result entry: "OH pick3 2026-06-15 midday". */
export const drawName = (d: { state: string; game: string; drawDate: string; drawTime: string }) => `${d.state} ${d.game} ${d.drawDate} ${d.drawTime}`;

/** `?after=&limit=` of GET /api/ledger. */
export const ledgerQuerySchema = z.object({
  after: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^\d{1,15}$/.test(v), { message: 'Query parameter after must be a whole number, 0 or more (the last seq seen).' })
    .transform((v) => (v === undefined ? 0 : Number(v))),
  limit: pageLimitParam(LEDGER_PAGE_MAX, LEDGER_PAGE_DEFAULT, `Query parameter limit must be a whole number from 1 to ${LEDGER_PAGE_MAX}.`),
});

/**
 * A chain's head at the end of a day (UTC) on which it grew (GET /api/ledger/days, docs/ledger.md,
 * "Heads by day"): `chain` "sets" (GET /api/ledger) or "results" (GET /api/ledger/results).
 */
export interface LedgerDayDto {
  day: string;
  chain: 'sets' | 'results';
  seq: number;
  hash: string;
}

export const LEDGER_DAYS_DEFAULT = 60;
export const LEDGER_DAYS_MAX = 500;

/** `?before=&limit=` of GET /api/ledger/days. */
export const ledgerDaysQuerySchema = z.object({
  before: dayQueryParam('Query parameter before'),
  limit: pageLimitParam(LEDGER_DAYS_MAX, LEDGER_DAYS_DEFAULT, `Query parameter limit must be a whole number from 1 to ${LEDGER_DAYS_MAX}.`),
});
