import { answer, client, requestOptions } from '../../../lib/api-client';

export function getClaims(signal?: AbortSignal) {
  return answer(client.admin.claims.$get(undefined, requestOptions({ signal })));
}
