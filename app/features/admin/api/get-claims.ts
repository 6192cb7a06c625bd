import { answer, client } from '../../../lib/api-client';

export function getClaims() {
  return answer(client.admin.claims.$get());
}
