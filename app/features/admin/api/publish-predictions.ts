import type { PairFields, PredictionBatchDto, TimeOfDay } from '@shared/predictions';
import { api } from '../../../lib/api-client';

export interface PublishBody {
  sharedContent: string;
  predictions: PairFields[];
  alternatives: PairFields[];
  timeOfDay: TimeOfDay;
  /** Contract §10: the last day whose draws score the batch, YYYY-MM-DD. */
  validThrough?: string;
}

export function publishPredictions(body: PublishBody): Promise<{ message: string; prediction: PredictionBatchDto }> {
  return api.post('/api/predictions', body);
}
