import { answer, client } from '../../../lib/api-client';

export function movePredictionsToPast() {
  return answer(client.predictions['move-to-past'].$post());
}
