import type { UserDto } from '@shared/users';
import { api } from '../../../lib/api-client';

export function renameUser(id: string, username: string): Promise<{ message: string; user: UserDto }> {
  return api.patch(`/api/users/${encodeURIComponent(id)}`, { username });
}
