import type { UserDto } from '@shared/users';
import { api } from '../../../lib/api-client';

export function getUsers(): Promise<UserDto[]> {
  return api.get<UserDto[]>('/api/users');
}
