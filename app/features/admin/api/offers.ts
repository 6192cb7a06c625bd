// The console's codes and cancellations (docs/api.md, "Codes"): every code with its redemptions,
// a new one, one turned on or off or made the retention offer; the cancellations of a range.
import type { CreateOfferInput, UpdateOfferInput } from '@shared/offers';
import { answer, client, requestOptions } from '../../../lib/api-client';

export function getOffers(signal?: AbortSignal) {
  return answer(client.admin.offers.$get(undefined, requestOptions({ signal })));
}

export function createOffer(offer: CreateOfferInput) {
  return answer(client.admin.offers.$post({ json: offer }));
}

export function updateOffer(code: string, change: UpdateOfferInput) {
  return answer(client.admin.offers[':code'].$patch({ param: { code: encodeURIComponent(code) }, json: change }));
}

export function getCancellations(range: { from?: string; to?: string }, signal?: AbortSignal) {
  return answer(client.admin.cancellations.$get({ query: { ...(range.from && { from: range.from }), ...(range.to && { to: range.to }) } }, requestOptions({ signal })));
}
