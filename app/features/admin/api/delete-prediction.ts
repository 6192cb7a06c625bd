import { answer, client } from '../../../lib/api-client';

export function deletePrediction(id: string) {
  return answer(client.predictions[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
}
