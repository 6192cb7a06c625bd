import { answer, client, type JsonBody } from '../../../lib/api-client';

/**
 * `date` is YYYY-MM-DD or null for today; a day before today goes straight to the archive
 * (docs/product.md, "Predictions").
 */
export type ManualPredictionBody = JsonBody<typeof client.predictions.manual.$post>;

export function addManualPrediction(json: ManualPredictionBody) {
  return answer(client.predictions.manual.$post({ json }));
}
