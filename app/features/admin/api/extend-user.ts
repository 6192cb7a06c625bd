import type { UserDto } from '@shared/users';
import { api } from '../../../lib/api-client';

/** Contract §13: subscriber until max(now, current end) + days. */
export function extendUser(id: string, days: number): Promise<{ message: string; user: UserDto }> {
  return api.post(`/api/users/${encodeURIComponent(id)}/extend`, { days });
}
