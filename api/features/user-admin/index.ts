// The user-admin feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { userAdminRoutes } from './user-admin.routes';
export { createUserAdminService } from './user-admin.service';
