// The results' own chain (docs/ledger.md, "Results"): every result entered, imported, fed,
// corrected or removed appends one entry in the transaction of the change, public at once, so a
// result changed after the draw shows, with the number it replaced, and a result changed in the
// database without its entry no longer matches the chain.
import { createHash } from 'node:crypto';
import { asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { ledgerHead, resultEntries } from '#db/schema-ledger';
import { RESULTS_CHAIN, recordDayHead } from './ledger-days';
import { iso } from '@shared/calendar';
import { drawName, resultHashText, ZERO_HASH, type LedgerHeadDto, type ResultEntryDto } from '@shared/ledger';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Entries written per statement: a ten-year import appends tens of thousands. */
const CHUNK = 500;

export interface ResultChange {
  action: ResultEntryDto['action'];
  draw: { state: string; game: string; drawDate: string; drawTime: string };
  number: string;
  replaced?: string;
}

type EntryRow = typeof resultEntries.$inferSelect;

const toDto = (r: EntryRow): ResultEntryDto => ({
  seq: r.seq,
  committedAt: iso(r.committedAt),
  action: r.action,
  draw: r.draw,
  number: r.number,
  replaced: r.replaced,
  prev: r.prev,
  hash: r.hash,
});

export function createResultLedger(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;

  /** Locks the chain's head row in `tx` (made at its first use): the appends of every process wait for this transaction. */
  async function lockHead(tx: Tx): Promise<{ seq: number; prev: string }> {
    let head: { seq: number; prev: string } | undefined;
    for (let tries = 0; tries < 2 && !head; tries++) {
      [head] = await tx.update(ledgerHead).set({ seq: ledgerHead.seq }).where(eq(ledgerHead.id, RESULTS_CHAIN)).returning({ seq: ledgerHead.seq, prev: ledgerHead.hash });
      if (!head) await tx.insert(ledgerHead).values({ id: RESULTS_CHAIN, seq: 0, hash: ZERO_HASH }).onConflictDoNothing();
    }
    if (!head) throw new Error('the results chain head row could not be made');
    return head;
  }

  /**
   * Appends one entry per change inside `tx`, in order. The head row is locked first, as the sets'
   * chain does (ledger.service.ts): appends of every process take their turn. `between` runs before
   * each statement of entries (an import's: a stop may cut it short there).
   */
  async function append(tx: Tx, changes: readonly ResultChange[], between?: () => Promise<void>): Promise<void> {
    if (changes.length === 0) return;
    const head = await lockHead(tx);
    const committedAt = clock.now();
    let { seq, prev } = head;
    const rows: EntryRow[] = changes.map((c) => {
      seq += 1;
      const entry = { seq, committedAt: iso(committedAt), action: c.action, draw: drawName(c.draw), number: c.number, replaced: c.replaced ?? null, prev };
      const hash = sha256(resultHashText(entry));
      prev = hash;
      return { ...entry, committedAt, hash };
    });
    for (let i = 0; i < rows.length; i += CHUNK) {
      await between?.();
      await tx.insert(resultEntries).values(rows.slice(i, i + CHUNK));
    }
    await tx.update(ledgerHead).set({ seq, hash: prev }).where(eq(ledgerHead.id, RESULTS_CHAIN));
    await recordDayHead(tx, RESULTS_CHAIN, committedAt, seq, prev);
  }

  return {
    append,
    lockHead,

    /** Entries with seq > after, in seq order. */
    async page(after: number, limit: number): Promise<ResultEntryDto[]> {
      const rows = await db.select().from(resultEntries).where(gt(resultEntries.seq, after)).orderBy(asc(resultEntries.seq)).limit(limit);
      return rows.map(toDto);
    },

    /** When the chain's first entry was committed (null before any), and which of `draws` it names at all. */
    async named(tx: Tx, draws: readonly string[]): Promise<{ began: number | null; named: Set<string> }> {
      const [first] = await tx.select({ at: resultEntries.committedAt }).from(resultEntries).orderBy(asc(resultEntries.seq)).limit(1);
      const named = new Set<string>();
      const names = [...new Set(draws)];
      for (let i = 0; i < names.length; i += CHUNK) {
        const rows = await tx
          .selectDistinct({ draw: resultEntries.draw })
          .from(resultEntries)
          .where(inArray(resultEntries.draw, names.slice(i, i + CHUNK)));
        for (const r of rows) named.add(r.draw);
      }
      return { began: first ? Number(first.at) : null, named };
    },

    async head(): Promise<LedgerHeadDto> {
      const [row] = await db.select().from(resultEntries).orderBy(desc(resultEntries.seq)).limit(1);
      return row ? { seq: row.seq, hash: row.hash, committedAt: iso(row.committedAt) } : { seq: 0, hash: ZERO_HASH, committedAt: null };
    },

    /**
     * For each named draw, its corrections in the chain, oldest first, each with the number it
     * replaced and when: what /results and the proof list show beside a result.
     */
    async corrections(draws: readonly string[]): Promise<Map<string, { replaced: string; number: string; at: string }[]>> {
      const out = new Map<string, { replaced: string; number: string; at: string }[]>();
      const names = [...new Set(draws)];
      for (let i = 0; i < names.length; i += CHUNK) {
        const rows = await db
          .select()
          .from(resultEntries)
          .where(inArray(resultEntries.draw, names.slice(i, i + CHUNK)))
          .orderBy(asc(resultEntries.seq));
        for (const r of rows) {
          if (r.action === 'enter') out.delete(r.draw);
          if (r.action !== 'correct' || r.replaced === null) continue;
          out.set(r.draw, [...(out.get(r.draw) ?? []), { replaced: r.replaced, number: r.number, at: iso(r.committedAt) }]);
        }
      }
      return out;
    },
  };
}

export type ResultLedger = ReturnType<typeof createResultLedger>;
