import { answer, client, type JsonBody } from '../../../lib/api-client';

export type BroadcastInput = JsonBody<typeof client.admin.broadcasts.$post>;

/** A news e-mail to a segment, now or at `sendAt`. */
export function sendBroadcast(input: BroadcastInput) {
  return answer(client.admin.broadcasts.$post({ json: input }));
}
