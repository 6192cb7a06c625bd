import type { PairDto, PredictionBatchDto, TimeOfDay } from '@shared/predictions';
import { api } from '../../../lib/api-client';

export interface PublishBody {
  sharedContent: string;
  predictions: PairDto[];
  alternatives: PairDto[];
  timeOfDay: TimeOfDay;
}

export function publishPredictions(body: PublishBody): Promise<{ message: string; prediction: PredictionBatchDto }> {
  return api.post('/api/predictions', body);
}
