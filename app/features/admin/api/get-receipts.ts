import type { ReceiptDto } from '../../../../api/features/receipts/receipts.types';
import { api } from '../../../lib/api-client';

export function getReceipts(): Promise<ReceiptDto[]> {
  return api.get<ReceiptDto[]>('/api/receipts');
}
