import type { PairFields, PredictionBatchDto, TimeOfDay } from '@shared/predictions';
import { api } from '../../../lib/api-client';

export interface ManualPredictionBody {
  sharedContent: string;
  /** YYYY-MM-DD, or null for today. A day before today goes straight to the archive (contract §5). */
  date: string | null;
  timeOfDay: TimeOfDay;
  predictions: PairFields[];
  alternatives: PairFields[];
  /** Contract §10: the last day whose draws score the batch, YYYY-MM-DD. */
  validThrough?: string;
}

export function addManualPrediction(body: ManualPredictionBody): Promise<{ message: string; prediction: PredictionBatchDto }> {
  return api.post('/api/predictions/manual', body);
}
