import { api } from '../../../lib/api-client';

export function getUnreadCount(): Promise<{ count: number }> {
  return api.get<{ count: number }>('/api/contact/unread-count');
}
