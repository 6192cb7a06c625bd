import { answer, client, requestOptions } from '../../../lib/api-client';

export function getOverview(signal?: AbortSignal) {
  return answer(client.admin.overview.$get(undefined, requestOptions({ signal })));
}
