import { answer, client } from '../../../lib/api-client';

/** The draft to the signed-in admin alone. */
export function sendTestBroadcast(draft: { subject: string; body: string }) {
  return answer(client.admin.broadcasts.test.$post({ json: draft }));
}
