// A stored result corrected after it was entered says so wherever it is shown (/results and the
// proof list), with the number the correction replaced, as the results' chain holds it
// (docs/ledger.md, "Results"); one entered by hand that the state's own file disagrees with says
// that too, with the file's number (docs/product.md, "Importing results files").
import type { ResultCorrectionDto } from '@shared/results';

/** "Corrected from 359 on Jul 9" (the latest correction; "2 corrections, the last from 359 on Jul 9"); '' when none. */
export function correctionLabel(corrections: readonly ResultCorrectionDto[] | undefined): string {
  const last = corrections?.at(-1);
  if (!last) return '';
  const day = new Date(last.at).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  return corrections!.length === 1 ? `Corrected from ${last.replaced} on ${day}` : `${corrections!.length} corrections, the last from ${last.replaced} on ${day}`;
}

/** "The state's file says 556" for a result entered by hand that the file disagrees with; '' when none. */
export function fileDisagreesLabel(fileNumber: string | undefined): string {
  return fileNumber ? `Flagged: the state's file says ${fileNumber}` : '';
}
