import { answer, client } from '../../../lib/api-client';

/** GET /api/predictions: every batch not yet moved to the past, newest first. */
export function getCurrentPredictions() {
  return answer(client.predictions.$get());
}
