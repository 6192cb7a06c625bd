// The public record's heads in the footer of every e-mail (docs/ledger.md, "Heads outside the
// database"): each e-mail a member keeps holds the heads as they were when it went, which the
// operator cannot take back, and /track-record/verify checks that later chains still hold them.
import type { LedgerHeadDto } from '@shared/ledger';
import type { LedgerService } from './ledger.service';
import type { ResultLedger } from './result-ledger.service';

/** The footer's lines: each chain's head entry and hash, and where to check them. */
export function recordHeadsText(appUrl: string, sets: LedgerHeadDto, results: LedgerHeadDto): string {
  return [
    'The public record when this e-mail was sent:',
    `predictions: entry ${sets.seq}, hash ${sets.hash}`,
    `results: entry ${results.seq}, hash ${results.hash}`,
    `Keep this e-mail: ${appUrl}/track-record/verify shows whether the record still holds these.`,
  ].join('\n');
}

/** Reads both heads when an e-mail goes. */
export function recordFooter(appUrl: string, ledger: Pick<LedgerService, 'head'>, results: Pick<ResultLedger, 'head'>): () => Promise<string> {
  return async () => {
    const [sets, res] = await Promise.all([ledger.head(), results.head()]);
    return recordHeadsText(appUrl, sets, res);
  };
}
