import { api } from '../../../lib/api-client';

export function deletePastPrediction(id: string): Promise<{ message: string }> {
  return api.delete(`/api/predictions/past/${encodeURIComponent(id)}`);
}
