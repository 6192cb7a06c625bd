import type { PaymentHistoryEntryDto } from '@shared/admin';
import { api } from '../../../lib/api-client';

export function getUserPayments(id: string): Promise<PaymentHistoryEntryDto[]> {
  return api.get<PaymentHistoryEntryDto[]>(`/api/users/${encodeURIComponent(id)}/payments`);
}
