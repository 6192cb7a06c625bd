// The gifts feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { giftsRoutes } from './gifts.routes';
export { createGiftsService, type GiftsService } from './gifts.service';
export { createGiftPayments } from './gifts.store';
