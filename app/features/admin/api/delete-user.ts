import { api } from '../../../lib/api-client';

export function deleteUser(id: string): Promise<{ message: string }> {
  return api.delete(`/api/admin/users/${encodeURIComponent(id)}`);
}
