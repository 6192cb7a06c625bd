import { answer, client, type JsonBody } from '../../../lib/api-client';

export type PublishBody = JsonBody<typeof client.predictions.$post>;

export function publishPredictions(json: PublishBody) {
  return answer(client.predictions.$post({ json }));
}
