import { answer, client } from '../../../lib/api-client';

export function getUserPayments(id: string) {
  return answer(client.users[':id'].payments.$get({ param: { id: encodeURIComponent(id) } }));
}
