import { answer, client } from '../../../lib/api-client';

/** The news e-mails, newest first, each with its progress. */
export function getBroadcasts() {
  return answer(client.admin.broadcasts.$get());
}
