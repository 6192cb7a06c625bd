import { answer, client } from '../../../lib/api-client';

/** "The operator's console" (docs/product.md): subscriber until max(now, current end) + days. */
export function extendUser(id: string, days: number) {
  return answer(client.users[':id'].extend.$post({ param: { id: encodeURIComponent(id) }, json: { days } }));
}
