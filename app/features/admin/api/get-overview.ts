import { answer, client } from '../../../lib/api-client';

export function getOverview() {
  return answer(client.admin.overview.$get());
}
