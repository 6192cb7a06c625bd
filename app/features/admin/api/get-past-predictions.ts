import type { PredictionBatchDto } from '@shared/predictions';
import { PAST_PAGE_DEFAULT } from '@shared/predictions';
import { api } from '../../../lib/api-client';

export const PAST_PAGE_SIZE = PAST_PAGE_DEFAULT;

/** One page of the archive, newest first; `before` is the last _id already shown. */
export function getPastPredictions(before?: string): Promise<PredictionBatchDto[]> {
  const q = new URLSearchParams({ limit: String(PAST_PAGE_SIZE) });
  if (before) q.set('before', before);
  return api.get<PredictionBatchDto[]>(`/api/predictions/past?${q}`);
}
