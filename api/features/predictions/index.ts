// The predictions feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { predictionsRoutes } from './predictions.routes';
export { createPredictionsService } from './predictions.service';
export { openPairs, storedSets } from './stored-sets';
