import { answer, client } from '../../../lib/api-client';

export function getReceipts() {
  return answer(client.receipts.$get({ query: {} }));
}
