import type { UserDto } from '../../../../api/features/users/users.types';
import { api } from '../../../lib/api-client';

export function getUsers(): Promise<UserDto[]> {
  return api.get<UserDto[]>('/api/users');
}
