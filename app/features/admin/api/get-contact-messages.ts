import { answer, client } from '../../../lib/api-client';

/** Every message, or only the new (unhandled) or handled ones. */
export function getContactMessages(status?: 'new' | 'handled') {
  return answer(client.contact.$get({ query: { status } }));
}
