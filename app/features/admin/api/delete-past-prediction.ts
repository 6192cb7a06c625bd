import { answer, client } from '../../../lib/api-client';

export function deletePastPrediction(id: string) {
  return answer(client.predictions.past[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
}
