// The public record's entries as a reader outside the ledger takes them (scoring, docs/ledger.md,
// "Scoring follows the record"): the ledger's rows, read here (docs/architecture.md, "Each table
// one owner"). What an entry is worth, its hash and its reveal, the reader checks itself.
import { asc } from 'drizzle-orm';
import type { Db } from '#db/client';
import { ledgerEntries } from '#db/schema-ledger';

/** Every entry of the sets' chain, in chain order, as stored. */
export function readLedgerEntries(db: Db) {
  return db
    .select({
      seq: ledgerEntries.seq,
      committedAt: ledgerEntries.committedAt,
      setId: ledgerEntries.setId,
      commitment: ledgerEntries.commitment,
      prev: ledgerEntries.prev,
      hash: ledgerEntries.hash,
      reveal: ledgerEntries.reveal,
    })
    .from(ledgerEntries)
    .orderBy(asc(ledgerEntries.seq));
}
