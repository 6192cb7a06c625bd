import { api } from '../../../lib/api-client';

export function deletePrediction(id: string): Promise<{ message: string }> {
  return api.delete(`/api/predictions/${encodeURIComponent(id)}`);
}
