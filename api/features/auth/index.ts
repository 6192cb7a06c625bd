// The auth feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { type AuthEnv, type AuthGuards, authGuards } from './auth.middleware';
export { authRoutes } from './auth.routes';
export { createAuthService } from './auth.service';
