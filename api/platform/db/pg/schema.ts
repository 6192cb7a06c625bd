import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, num } from './columns';
import { users } from './schema-users';

// The users table lives in its own file so schema-shared.ts can reference it without importing
// this one (which re-exports it): no import cycle.
export { users };

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: num('expires_at').notNull(),
    usedAt: num('used_at'),
    createdAt: num('created_at').notNull(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const predictionBatches = pgTable(
  'prediction_batches',
  {
    id: id(),
    date: text('date').notNull(),
    timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
    sharedContent: text('shared_content').notNull().default(''),
    archived: boolean('archived').notNull().default(false),
    validThrough: text('valid_through').notNull().default(''),
    method: text('method').notNull().default('manual'),
    createdAt: num('created_at').notNull(),
    updatedAt: num('updated_at').notNull(),
  },
  (t) => [index('prediction_batches_archive_idx').on(t.archived, t.date, t.id), index('prediction_batches_valid_through_idx').on(t.validThrough, t.id)],
);

export const predictionPairs = pgTable(
  'prediction_pairs',
  {
    id: id(),
    batchId: num('batch_id')
      .notNull()
      .references(() => predictionBatches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['prediction', 'alternative'] }).notNull(),
    number1: text('number1').notNull(),
    number2: text('number2').notNull(),
    priority: num('priority').notNull(),
    recordedAt: num('recorded_at').notNull().default(0),
    ledgerSeq: num('ledger_seq'),
  },
  (t) => [index('prediction_pairs_batch_idx').on(t.batchId, t.kind, t.priority)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: num('created_at').notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  handledAt: num('handled_at'),
  createdAt: num('created_at').notNull(),
});

export const secrets = pgTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: num('created_at').notNull(),
});

/** What the business says about itself on the pages (sqlite/schema.ts says more). */
export const businessClaims = pgTable('business_claims', {
  key: text('key').primaryKey(),
  claims: text('claims').notNull(),
  updatedAt: num('updated_at').notNull(),
  updatedBy: num('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Who turned which optional e-mail off: a row per person and kind (sqlite/schema.ts says more). */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: num('created_at').notNull(),
  },
  (t) => [uniqueIndex('mail_opt_outs_user_kind_unique').on(t.userId, t.kind)],
);

/**
 * News e-mails (docs/product.md, "News e-mails"): what an admin wrote, to which segment, and when it
 * goes. `recipients` is fixed when it starts sending; until then it is the count when it was made.
 */
export const broadcasts = pgTable('broadcasts', {
  id: id(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  segment: text('segment').notNull(),
  status: text('status', { enum: ['scheduled', 'sending', 'sent', 'cancelled'] }).notNull(),
  sendAt: num('send_at').notNull(),
  recipients: num('recipients').notNull().default(0),
  createdBy: num('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: num('created_at').notNull(),
  finishedAt: num('finished_at'),
});

/**
 * Each recipient of a news e-mail, once (the unique key): taken ('sending') in a commit of its own
 * before the e-mail goes, so a run repeated after a crash or by another process never sends it
 * again. A deleted account's row stays, without the account, for the counts.
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    id: id(),
    broadcastId: num('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    userId: num('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    doneAt: num('done_at'),
  },
  (t) => [uniqueIndex('broadcast_recipients_unique').on(t.broadcastId, t.userId), index('broadcast_recipients_state_idx').on(t.broadcastId, t.state)],
);

export const drawResults = pgTable(
  'draw_results',
  {
    id: id(),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    number: text('number').notNull(),
    // The add-on digit (Fireball, Wild Ball) where the state's game draws one (docs/product.md, "Play types"); null otherwise or not given.
    extra: text('extra'),
    fileNumber: text('file_number'),
    boxKey: text('box_key').notNull(),
    drawnAt: num('drawn_at').notNull(),
    source: text('source', { enum: ['form', 'import', 'feed'] }).notNull(),
    enteredBy: num('entered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: num('created_at').notNull(),
    updatedAt: num('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('draw_results_draw_unique').on(t.state, t.game, t.drawDate, t.drawTime),
    index('draw_results_drawn_idx').on(t.drawnAt),
    index('draw_results_state_drawn_idx').on(t.state, t.drawnAt),
    index('draw_results_game_drawn_idx').on(t.game, t.drawnAt),
    index('draw_results_box_idx').on(t.game, t.boxKey, t.drawnAt),
  ],
);

export const hitNotifications = pgTable(
  'hit_notifications',
  {
    id: id(),
    number: text('number').notNull(),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    sentAt: num('sent_at').notNull(),
  },
  (t) => [uniqueIndex('hit_notifications_unique').on(t.number, t.state, t.game, t.drawDate, t.drawTime)],
);

export const resultFeeds = pgTable('result_feeds', {
  url: text('url').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastCheckedAt: num('last_checked_at'),
  lastOkAt: num('last_ok_at'),
  lastImported: num('last_imported'),
  lastError: text('last_error'),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: num('at').notNull(),
    actorId: num('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: text('detail').notNull().default('{}'),
  },
  (t) => [index('audit_log_action_idx').on(t.action, t.id), index('audit_log_actor_idx').on(t.actorId, t.id)],
);

export const myNumbers = pgTable(
  'my_numbers',
  {
    id: id(),
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: num('position').notNull(),
    number: text('number').notNull(),
    play: text('play', { enum: ['straight', 'box', 'both'] }).notNull(),
    game: text('game').notNull(),
    boxKey: text('box_key').notNull(),
    addedAt: num('added_at').notNull(),
  },
  (t) => [uniqueIndex('my_numbers_user_number_unique').on(t.userId, t.number), index('my_numbers_box_idx').on(t.game, t.boxKey)],
);

export const numberLists = pgTable('number_lists', {
  userId: num('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mails: boolean('mails').notNull().default(false),
  updatedAt: num('updated_at').notNull(),
});

export const numberNews = pgTable(
  'number_news',
  {
    id: id(),
    userId: num('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    drawnAt: num('drawn_at').notNull(),
    // Its e-mail is owed, in the digest of its draw time (my-numbers.digest.ts).
    mailOwed: boolean('mail_owed').notNull().default(false),
    createdAt: num('created_at').notNull(),
  },
  (t) => [uniqueIndex('number_news_unique').on(t.userId, t.number, t.state, t.game, t.drawDate, t.drawTime), index('number_news_drawn_idx').on(t.drawnAt)],
);

export * from './schema-shared';
export * from './schema-ledger';
// Payments, receipts, refunds, checkouts and memberships.
export * from './schema-payments';
// Referral codes and who joined through them.
export * from './schema-referrals';
// Codes, their redemptions, and why members cancel.
export * from './schema-offers';

/** The publishing schedule (sqlite/schema.ts says why each column). */
export const publishSchedule = pgTable('publish_schedule', {
  id: id(),
  position: num('position').notNull(),
  timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
  publishAt: text('publish_at').notNull(),
  method: text('method').notNull(),
  pairs: num('pairs').notNull(),
  alternatives: num('alternatives').notNull(),
  validDays: num('valid_days').notNull(),
  since: num('since').notNull(),
});

/** Each entry's round of a day, at most once (sqlite/schema.ts). */
export const scheduleRuns = pgTable(
  'schedule_runs',
  {
    id: id(),
    day: text('day').notNull(),
    timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
    publishAt: text('publish_at').notNull(),
    method: text('method').notNull(),
    setId: num('set_id'),
    problem: text('problem'),
    at: num('at').notNull(),
  },
  (t) => [uniqueIndex('schedule_runs_round_unique').on(t.day, t.timeOfDay, t.publishAt)],
);
