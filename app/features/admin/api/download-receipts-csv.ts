import { client, downloadFile, queryOf } from '../../../lib/api-client';
import type { DayRange } from '../lib/receipt-range';

/** The range's receipts as CSV, saved under the server's file name (receipts-YYYY-MM-DD.csv). */
export function downloadReceiptsCsv(range: DayRange = {}) {
  return downloadFile(client.receipts['export.csv'].$get({ query: queryOf(range) }), 'receipts.csv');
}
