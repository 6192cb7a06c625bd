import { answer, client, type JsonBody } from '../../../lib/api-client';

/** What a PUT may change; a list that is given replaces the saved one. */
export type PredictionUpdate = JsonBody<(typeof client.predictions)[':id']['$put']>;

export function updatePrediction(id: string, json: PredictionUpdate) {
  return answer(client.predictions[':id'].$put({ param: { id: encodeURIComponent(id) }, json }));
}
