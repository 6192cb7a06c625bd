import { api } from '../../../lib/api-client';

export function movePredictionsToPast(): Promise<{ message?: string; moved?: number }> {
  return api.post('/api/predictions/move-to-past', {});
}
