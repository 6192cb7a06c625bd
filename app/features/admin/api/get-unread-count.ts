import { answer, client } from '../../../lib/api-client';

export function getUnreadCount() {
  return answer(client.contact['unread-count'].$get());
}
