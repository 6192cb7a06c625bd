// The account feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { accountRoutes } from './account.routes';
export { createAccountService } from './account.service';
export { type AccountEraser, accountEraser, type EraseAccount } from './erase-account';
