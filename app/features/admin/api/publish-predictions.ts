import type { PairDto, PredictionBatchDto, TimeOfDay } from '../../../../api/features/predictions/predictions.types';
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
