import { answer, client } from '../../../lib/api-client';

/** Contract §13: subscriber until max(now, current end) + days. */
export function extendUser(id: string, days: number) {
  return answer(client.users[':id'].extend.$post({ param: { id: encodeURIComponent(id) }, json: { days } }));
}
