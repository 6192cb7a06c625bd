import { answer, client, queryOf } from '../../../lib/api-client';
import type { DayRange } from '../lib/receipt-range';

export function getReceipts(range: DayRange = {}) {
  return answer(client.receipts.$get({ query: queryOf(range) }));
}

export function getReceiptsSummary(range: DayRange = {}) {
  return answer(client.receipts.summary.$get({ query: queryOf(range) }));
}
