// The contact feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { contactRoutes } from './contact.routes';
export { type ContactService, createContactService } from './contact.service';
