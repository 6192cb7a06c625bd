import type { PredictionBatchDto } from '@shared/predictions';
import { api } from '../../../lib/api-client';

/** GET /api/predictions: every batch not yet moved to the past, newest first. */
export function getCurrentPredictions(): Promise<PredictionBatchDto[]> {
  return api.get<PredictionBatchDto[]>('/api/predictions');
}
