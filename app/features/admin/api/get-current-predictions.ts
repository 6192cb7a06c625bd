import { answer, client, requestOptions } from '../../../lib/api-client';

/** GET /api/predictions: every batch not yet moved to the past, newest first. */
export function getCurrentPredictions(signal?: AbortSignal) {
  return answer(client.predictions.$get(undefined, requestOptions({ signal })));
}
