import { answer, client } from '../../../lib/api-client';

export function getUsers() {
  return answer(client.users.$get());
}
