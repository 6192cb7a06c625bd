import type { PairFields, PredictionBatchDto, TimeOfDay } from '@shared/predictions';
import { api } from '../../../lib/api-client';

/** What a PUT may change; a list that is given replaces the saved one. */
export interface PredictionUpdate {
  sharedContent?: string;
  predictions?: PairFields[];
  alternatives?: PairFields[];
  timeOfDay?: TimeOfDay;
  date?: string;
  /** Contract §10: the last day whose draws score the batch, YYYY-MM-DD. */
  validThrough?: string;
}

export function updatePrediction(id: string, body: PredictionUpdate): Promise<{ message: string; prediction: PredictionBatchDto }> {
  return api.put(`/api/predictions/${encodeURIComponent(id)}`, body);
}
