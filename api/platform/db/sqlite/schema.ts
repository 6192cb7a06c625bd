// The whole data model, gathered from each owner's module (docs/architecture.md, "Each table one
// owner"): what drizzle-kit generates the migrations from, and what the tools that copy or check a
// whole database read. A feature imports its own module, never this one.
export * from './schema-users';
// What the server processes share to act as one: jobs, rate limits, schedule rounds, sessions,
// the trial's once-per-address guard, secrets and the activity log.
export * from './schema-shared';
export * from './schema-auth';
export * from './schema-claims';
export * from './schema-contact';
export * from './schema-gifts';
export * from './schema-hits';
export * from './schema-ledger';
export * from './schema-mail';
export * from './schema-methods';
export * from './schema-my-numbers';
export * from './schema-news';
export * from './schema-offers';
export * from './schema-payments';
export * from './schema-plans';
export * from './schema-predictions';
export * from './schema-push';
export * from './schema-receipts';
export * from './schema-referrals';
export * from './schema-results';
