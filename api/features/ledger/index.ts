// The public record of prediction sets (docs/ledger.md): the feature's one public surface. The
// predictions service appends through `append` inside its own transactions.
export { readLedgerEntries } from './ledger-entries';
export { createLedgerService, type Appended, type CommittedSet, type LedgerChange, type LedgerService, type StoredSet, type StoredSets } from './ledger.service';
export { ledgerRoutes } from './ledger.routes';
export { createResultLedger, type ResultChange, type ResultLedger } from './result-ledger.service';
export { recordFooter } from './record-footer';
