import { answer, client } from '../../../lib/api-client';

export function getContactMessages() {
  return answer(client.contact.$get({ query: {} }));
}
