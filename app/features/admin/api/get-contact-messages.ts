import { answer, client, requestOptions } from '../../../lib/api-client';

/** Every message, or only the new (unhandled) or handled ones. */
export function getContactMessages(status?: 'new' | 'handled', signal?: AbortSignal) {
  return answer(client.contact.$get({ query: { status } }, requestOptions({ signal })));
}
