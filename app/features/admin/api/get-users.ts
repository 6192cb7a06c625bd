import { answer, client, requestOptions } from '../../../lib/api-client';

export function getUsers(signal?: AbortSignal) {
  return answer(client.users.$get(undefined, requestOptions({ signal })));
}
