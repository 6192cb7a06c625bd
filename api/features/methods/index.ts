// The methods feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { methodsAdminRoutes, methodsRoutes } from './methods.routes';
export { createMethodsService, type MethodsService } from './methods.service';
