// The public record of prediction sets (docs/ledger.md): appending an entry in the transaction of
// the change it records, and the public reads of the chain with the reveals that are due.
import { createHash, randomBytes } from 'node:crypto';
import { asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { ledgerEntries, ledgerHead } from '#db/schema-ledger';
import { headsByDay, recordDayHead, SETS_CHAIN } from './ledger-days';
import { dayOf, iso } from '@shared/calendar';
import { proofCutoffDay } from '@shared/hits';
import { deletionRevealText, hashText, revealText, ZERO_HASH, type LedgerEntryDto, type LedgerHeadDto, type RevealedSet } from '@shared/ledger';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A set's content as an entry commits to it (the numbers of its pairs in priority order). */
export type CommittedSet = Omit<RevealedSet, 'setId' | 'version'>;

/** What changed: the set as it now stands, or its deletion. */
export type LedgerChange = { setId: number; set: CommittedSet } | { setId: number; deleted: true };

export interface Appended {
  seq: number;
  /** The server's clock once the head was locked: the moment the change counts from. */
  committedAt: number;
}

type EntryRow = typeof ledgerEntries.$inferSelect;

/** A set as the database holds it now (the predictions feature's rows), for a reveal. */
export interface StoredSet {
  id: number;
  date: string;
  method: string;
  timeOfDay: string;
  validThrough: string;
  pairs: [string, string][];
  alternatives: [string, string][];
}

/** Reads the sets of these ids as stored now; the predictions feature's `storedSets`, handed in by api/compose.ts. */
export type StoredSets = (ids: readonly number[]) => Promise<Map<number, StoredSet>>;

export function createLedgerService(deps: Pick<Deps, 'db' | 'clock' | 'config'>, storedSets: StoredSets) {
  const { db, clock } = deps;

  /**
   * Takes the head's turn: the UPDATE locks the head row until the transaction ends, so appends
   * on every process and machine run one after another and `seq` has no gap (docs/ledger.md,
   * "Many writers"). The row is made by the first append.
   */
  async function lockHead(tx: Tx): Promise<{ seq: number; prev: string }> {
    for (let tries = 0; tries < 2; tries++) {
      const [row] = await tx
        .update(ledgerHead)
        .set({ seq: sql`${ledgerHead.seq} + 1` })
        .where(eq(ledgerHead.id, SETS_CHAIN))
        .returning({ seq: ledgerHead.seq, prev: ledgerHead.hash });
      if (row) return row;
      await tx.insert(ledgerHead).values({ id: SETS_CHAIN, seq: 0, hash: ZERO_HASH }).onConflictDoNothing();
    }
    throw new Error('the ledger head row could not be made');
  }

  /**
   * Appends the entry of `change` inside the writing transaction `tx`, so the change never exists
   * without its entry. Its committedAt is read after the head is locked: entries follow one
   * another in time as in seq (on one clock).
   */
  async function append(tx: Tx, change: LedgerChange): Promise<Appended> {
    const { seq, prev } = await lockHead(tx);
    const committedAt = clock.now();
    const [last] = await tx.select({ version: ledgerEntries.version }).from(ledgerEntries).where(eq(ledgerEntries.setId, change.setId)).orderBy(desc(ledgerEntries.seq)).limit(1);
    const version = (last?.version ?? 0) + 1;
    const setId = String(change.setId);
    const salt = randomBytes(16).toString('hex');
    const reveal = 'deleted' in change ? deletionRevealText(setId, version, salt) : revealText({ ...change.set, setId, version }, salt);
    const commitment = sha256(reveal);
    const hash = sha256(hashText({ seq, committedAt: iso(committedAt), setId, commitment, prev }));
    await tx.insert(ledgerEntries).values({
      seq,
      committedAt,
      setId: change.setId,
      version,
      commitment,
      prev,
      hash,
      reveal,
      validThrough: 'deleted' in change ? null : change.set.validThrough,
    });
    await tx.update(ledgerHead).set({ hash }).where(eq(ledgerHead.id, SETS_CHAIN));
    await recordDayHead(tx, SETS_CHAIN, committedAt, seq, hash);
    return { seq, committedAt };
  }

  /** The set as the database holds it now, in its entry's reveal text (a set missing from the database says so). */
  async function liveReveals(entries: EntryRow[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (entries.length === 0) return out;
    const byId = await storedSets(entries.map((e) => e.setId));
    for (const e of entries) {
      const { salt, version, method } = JSON.parse(e.reveal) as { salt: string; version: number; method?: string };
      const b = byId.get(e.setId);
      if (!b) {
        out.set(e.seq, JSON.stringify({ missing: true, setId: String(e.setId), version }));
        continue;
      }
      out.set(
        e.seq,
        revealText(
          {
            alternatives: b.alternatives,
            date: b.date,
            // Only where the entry's own text carried it (entries written before sets had a method did not).
            method: method === undefined ? undefined : b.method,
            pairs: b.pairs,
            setId: String(b.id),
            timeOfDay: b.timeOfDay,
            validThrough: b.validThrough,
            version,
          },
          salt,
        ),
      );
    }
    return out;
  }

  /**
   * The reveal texts due in `entries`: a deletion's at once; a set's once the window its newest
   * entry committed to closed PROOF_DELAY_DAYS days ago (never with 0). The set's newest entry is
   * revealed from the database's rows as they are now, so a number, date or window changed behind
   * the product's back no longer matches its commitment (docs/ledger.md, "Reveals").
   */
  async function revealsOf(entries: EntryRow[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    const cutoff = proofCutoffDay(dayOf(clock.now(), deps.config.timeZone), deps.config.proofDelayDays);
    for (const e of entries) if (e.validThrough === null) out.set(e.seq, e.reveal);
    if (cutoff === null) return out;
    const setIds = [...new Set(entries.filter((e) => e.validThrough !== null).map((e) => e.setId))];
    if (setIds.length === 0) return out;
    const all = await db
      .select({ seq: ledgerEntries.seq, setId: ledgerEntries.setId, validThrough: ledgerEntries.validThrough })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.setId, setIds))
      .orderBy(asc(ledgerEntries.seq));
    const newest = new Map<number, { seq: number; validThrough: string | null }>();
    const window = new Map<number, string>();
    for (const r of all) {
      newest.set(r.setId, r);
      if (r.validThrough !== null) window.set(r.setId, r.validThrough);
    }
    const due = entries.filter((e) => e.validThrough !== null && window.get(e.setId)! <= cutoff);
    const live = await liveReveals(due.filter((e) => newest.get(e.setId)!.seq === e.seq));
    for (const e of due) out.set(e.seq, live.get(e.seq) ?? e.reveal);
    return out;
  }

  return {
    append,

    /** Entries with seq > after, in seq order, each with its reveal when due. */
    async page(after: number, limit: number): Promise<LedgerEntryDto[]> {
      const rows = await db.select().from(ledgerEntries).where(gt(ledgerEntries.seq, after)).orderBy(asc(ledgerEntries.seq)).limit(limit);
      const reveals = await revealsOf(rows);
      return rows.map((r) => {
        const entry: LedgerEntryDto = { seq: r.seq, committedAt: iso(r.committedAt), setId: String(r.setId), commitment: r.commitment, prev: r.prev, hash: r.hash };
        const reveal = reveals.get(r.seq);
        if (reveal !== undefined) entry.reveal = reveal;
        return entry;
      });
    },

    /** Both chains' heads at the end of each day they grew, newest first (docs/ledger.md, "Heads by day"). */
    days: (limit: number, before?: string) => headsByDay(db, limit, before),

    async head(): Promise<LedgerHeadDto> {
      const [row] = await db
        .select({ seq: ledgerEntries.seq, hash: ledgerEntries.hash, committedAt: ledgerEntries.committedAt })
        .from(ledgerEntries)
        .orderBy(desc(ledgerEntries.seq))
        .limit(1);
      return row ? { seq: row.seq, hash: row.hash, committedAt: iso(row.committedAt) } : { seq: 0, hash: ZERO_HASH, committedAt: null };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
