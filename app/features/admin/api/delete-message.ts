import { api } from '../../../lib/api-client';

export function deleteMessage(id: string): Promise<{ message: string }> {
  return api.delete(`/api/contact/${encodeURIComponent(id)}`);
}
