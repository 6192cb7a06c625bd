import { answer, client, requestOptions } from '../../../lib/api-client';

/** The news e-mails, newest first, each with its progress. */
export function getBroadcasts(signal?: AbortSignal) {
  return answer(client.admin.broadcasts.$get(undefined, requestOptions({ signal })));
}
