import type { ReceiptDto } from '@shared/receipts';
import { api } from '../../../lib/api-client';

export function getReceipts(): Promise<ReceiptDto[]> {
  return api.get<ReceiptDto[]>('/api/receipts');
}
