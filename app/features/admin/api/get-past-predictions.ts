import { PAST_PAGE_DEFAULT } from '@shared/predictions';
import { answer, client, requestOptions } from '../../../lib/api-client';

export const PAST_PAGE_SIZE = PAST_PAGE_DEFAULT;

/** One page of the archive, newest first; `before` is the last _id already shown. */
export function getPastPredictions(before?: string, signal?: AbortSignal) {
  return answer(client.predictions.past.$get({ query: { limit: String(PAST_PAGE_SIZE), before } }, requestOptions({ signal })));
}
