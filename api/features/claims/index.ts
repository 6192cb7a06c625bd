// The claims feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and the app may use; everything else in this folder is its own.
export { claimsAdminRoutes, claimsRoutes } from './claims.routes';
export { type ClaimsService, createClaimsService } from './claims.service';
