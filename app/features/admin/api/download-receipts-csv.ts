import { client, downloadFile } from '../../../lib/api-client';

/** Every receipt as CSV, saved under the server's file name (receipts-YYYY-MM-DD.csv). */
export function downloadReceiptsCsv() {
  return downloadFile(client.receipts['export.csv'].$get({ query: {} }), 'receipts.csv');
}
