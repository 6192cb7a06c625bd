import type { Role, UserDto } from '@shared/users';
import { api } from '../../../lib/api-client';

/** `subscriptionExpiresAt` is a calendar day (YYYY-MM-DD): the end of that day in the operator's zone (contract §2). */
export function updateUserRole(id: string, role: Role, subscriptionExpiresAt?: string): Promise<{ message: string; user?: UserDto }> {
  return api.put(`/api/users/${encodeURIComponent(id)}`, subscriptionExpiresAt ? { role, subscriptionExpiresAt } : { role });
}
