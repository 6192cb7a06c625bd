// The offers feature's public surface (docs/architecture.md, "Adding a feature"): codes and why
// members cancel. Payments hold and count codes through the store; the account's deletion erases
// what names the person.
export { offersAdminRoutes, offersRoutes } from './offers.routes';
export { createOffersService, recordCancellation, type OffersService, type PaidBefore } from './offers.service';
export {
  activeRetentionOffer,
  attachCheckout,
  countRedemption,
  discountOf,
  findOffer,
  findRedemption,
  holdRedemption,
  openHoldsOf,
  quoteOffer,
  releaseCounted,
  releaseRedemption,
  retentionTakenSince,
  takeRedemption,
  type OfferRow,
  type Quote,
  type RedemptionRow,
} from './offers.store';
