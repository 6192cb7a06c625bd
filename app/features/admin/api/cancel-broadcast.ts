import { answer, client } from '../../../lib/api-client';

/** Cancels a scheduled news e-mail. */
export function cancelBroadcast(id: string) {
  return answer(client.admin.broadcasts[':id'].$delete({ param: { id } }));
}
