import { answer, client, queryOf, requestOptions } from '../../../lib/api-client';
import type { DayRange } from '../lib/receipt-range';

export function getReceipts(range: DayRange = {}, signal?: AbortSignal) {
  return answer(client.receipts.$get({ query: queryOf(range) }, requestOptions({ signal })));
}

export function getReceiptsSummary(range: DayRange = {}, signal?: AbortSignal) {
  return answer(client.receipts.summary.$get({ query: queryOf(range) }, requestOptions({ signal })));
}
