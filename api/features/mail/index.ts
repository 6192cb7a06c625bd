// The mail feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { type LifecycleMails, createLifecycleMails } from './lifecycle-mails';
export { type UnsubscribeWords, unsubscribePage } from './unsubscribe-page';
export { mailRoutes } from './unsubscribe.routes';
export { createUnsubscribe, mailOnWhere, mailsOff, setMailsOff, unsubscribeToken, userOfUnsubscribeToken } from './unsubscribe';
export { mailPreferencesRoutes } from './mail-preferences.routes';
export { createMailPreferences } from './mail-preferences';
export { unsubscribeRoutes } from './unsubscribe-page';
