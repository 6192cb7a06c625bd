import type { ReceiptDto, ReceiptsSummaryDto } from '@shared/receipts';
import { api } from '../../../lib/api-client';
import { rangeQuery, type DayRange } from '../lib/receipt-range';

export function getReceipts(range: DayRange = {}): Promise<ReceiptDto[]> {
  return api.get<ReceiptDto[]>(`/api/receipts${rangeQuery(range)}`);
}

export function getReceiptsSummary(range: DayRange = {}): Promise<ReceiptsSummaryDto> {
  return api.get<ReceiptsSummaryDto>(`/api/receipts/summary${rangeQuery(range)}`);
}
