import type { UserDto } from '@shared/users';
import { api } from '../../../lib/api-client';
import type { ManualUserBody } from '../lib/manual-user-form';

export function createManualUser(body: ManualUserBody): Promise<{ success: boolean; message: string; newUser: UserDto }> {
  return api.post('/api/users/manual', body);
}
