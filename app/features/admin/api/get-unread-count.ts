import { answer, client, requestOptions } from '../../../lib/api-client';

export function getUnreadCount(signal?: AbortSignal) {
  return answer(client.contact['unread-count'].$get(undefined, requestOptions({ signal })));
}
