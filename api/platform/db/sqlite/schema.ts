import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-users';

// The users table lives in its own file so schema-shared.ts can reference it without importing
// this one (which re-exports it): no import cycle.
export { users };

export const passwordResets = sqliteTable(
  'password_resets',
  {
    // SHA-256 of the token: a leaked database does not give working reset links.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const predictionBatches = sqliteTable(
  'prediction_batches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    date: text('date').notNull(),
    timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
    sharedContent: text('shared_content').notNull().default(''),
    archived: integer('archived', { mode: 'boolean' }).notNull().default(false),
    // The last day (APP_TIMEZONE) its numbers are scored on (docs/product.md,
    // "Hits and the track record"): date to date + 13.
    validThrough: text('valid_through').notNull().default(''),
    // How its numbers were made (docs/product.md, "Methods"): `manual` when an admin typed them.
    method: text('method').notNull().default('manual'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    // The archive is read newest first a page at a time by (date, id): this index serves it.
    index('prediction_batches_archive_idx').on(t.archived, t.date, t.id),
    // The track record and its proof list (docs/product.md, "The proof list") read batches by
    // validThrough day, newest first.
    index('prediction_batches_valid_through_idx').on(t.validThrough, t.id),
  ],
);

export const predictionPairs = sqliteTable(
  'prediction_pairs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => predictionBatches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['prediction', 'alternative'] }).notNull(),
    number1: text('number1').notNull(),
    number2: text('number2').notNull(),
    priority: integer('priority').notNull(),
    // When this pair's numbers were published or last changed: only later draws score it. It is the
    // committedAt of the ledger entry `ledgerSeq` that made the change (docs/ledger.md).
    recordedAt: integer('recorded_at').notNull().default(0),
    ledgerSeq: integer('ledger_seq'),
  },
  (t) => [index('prediction_pairs_batch_idx').on(t.batchId, t.kind, t.priority)],
);

export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  // When an admin marked it handled; null while it waits in the inbox.
  handledAt: integer('handled_at'),
  createdAt: integer('created_at').notNull(),
});

/** Secrets generated on first start (JWT key, VAPID keys) and kept with the data. */
export const secrets = sqliteTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: integer('created_at').notNull(),
});

/**
 * What the business says about itself on the pages (shared/claims.ts): one row, set in the
 * console; none until then, and the pages show no claim.
 */
export const businessClaims = sqliteTable('business_claims', {
  key: text('key').primaryKey(),
  // BusinessClaimsDto as JSON.
  claims: text('claims').notNull(),
  updatedAt: integer('updated_at').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Who turned which optional e-mail off (docs/product.md, "E-mails"; the kinds are
 * shared/mail-preferences.ts's): a row per person and kind; turning it on again deletes the row.
 */
export const mailOptOuts = sqliteTable(
  'mail_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('mail_opt_outs_user_kind_unique').on(t.userId, t.kind)],
);

/**
 * News e-mails (docs/product.md, "News e-mails"): what an admin wrote, to which segment, and when it
 * goes. `recipients` is fixed when it starts sending; until then it is the count when it was made.
 */
export const broadcasts = sqliteTable('broadcasts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  segment: text('segment').notNull(),
  status: text('status', { enum: ['scheduled', 'sending', 'sent', 'cancelled'] }).notNull(),
  sendAt: integer('send_at').notNull(),
  recipients: integer('recipients').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: integer('created_at').notNull(),
  finishedAt: integer('finished_at'),
});

/**
 * Each recipient of a news e-mail, once (the unique key): taken ('sending') in a commit of its own
 * before the e-mail goes, so a run repeated after a crash or by another process never sends it
 * again. A deleted account's row stays, without the account, for the counts.
 */
export const broadcastRecipients = sqliteTable(
  'broadcast_recipients',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    doneAt: integer('done_at'),
  },
  (t) => [uniqueIndex('broadcast_recipients_unique').on(t.broadcastId, t.userId), index('broadcast_recipients_state_idx').on(t.broadcastId, t.state)],
);

/**
 * Official draw results (docs/product.md, "Official results"): one row per draw of a state's pick3
 * or pick4 game. drawnAt is the draw's instant from the draw table; boxKey is the number's digits
 * in ascending order, so straight and box hits are found by index.
 */
export const drawResults = sqliteTable(
  'draw_results',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    number: text('number').notNull(),
    // The add-on digit (Fireball, Wild Ball) where the state's game draws one (docs/product.md, "Play types"); null otherwise or not given.
    extra: text('extra'),
    // What the state's own file (an import or a feed) says when it disagrees with a result entered by hand: kept beside it and flagged, never refused (docs/product.md, "Importing results files"); null when they agree.
    fileNumber: text('file_number'),
    boxKey: text('box_key').notNull(),
    drawnAt: integer('drawn_at').notNull(),
    source: text('source', { enum: ['form', 'import', 'feed'] }).notNull(),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('draw_results_draw_unique').on(t.state, t.game, t.drawDate, t.drawTime),
    index('draw_results_drawn_idx').on(t.drawnAt),
    index('draw_results_state_drawn_idx').on(t.state, t.drawnAt),
    index('draw_results_game_drawn_idx').on(t.game, t.drawnAt),
    index('draw_results_box_idx').on(t.game, t.boxKey, t.drawnAt),
  ],
);

/** Each hit (a number, a draw) is pushed once, even when a result is corrected or entered again. */
export const hitNotifications = sqliteTable(
  'hit_notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    number: text('number').notNull(),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    sentAt: integer('sent_at').notNull(),
  },
  (t) => [uniqueIndex('hit_notifications_unique').on(t.number, t.state, t.game, t.drawDate, t.drawTime)],
);

/** What the results feeds (RESULTS_FEEDS) last did, for the operator and for conditional fetches. */
export const resultFeeds = sqliteTable('result_feeds', {
  url: text('url').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastCheckedAt: integer('last_checked_at'),
  lastOkAt: integer('last_ok_at'),
  lastImported: integer('last_imported'),
  lastError: text('last_error'),
});

/**
 * Every admin write (docs/product.md, "The operator's console"): who, when, what, on what. Kept
 * when the admin is deleted.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    // JSON: what changed, in the words of the action.
    detail: text('detail').notNull().default('{}'),
  },
  (t) => [index('audit_log_action_idx').on(t.action, t.id), index('audit_log_actor_idx').on(t.actorId, t.id)],
);

/**
 * "My numbers" (docs/product.md, "My numbers"): each person's list (at most 20 rows, in their
 * order), one row per person who has saved one (its e-mail switch; every save of the list upserts
 * it first, so two saves of one person take turns), and the notices of recent draws that went out
 * as a push and an e-mail, each once. Notices themselves are not rows: they are the stored results
 * that match a saved number (joined by game and box key), see api/features/my-numbers.
 */
export const myNumbers = sqliteTable(
  'my_numbers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    number: text('number').notNull(),
    play: text('play', { enum: ['straight', 'box', 'both'] }).notNull(),
    game: text('game').notNull(),
    boxKey: text('box_key').notNull(),
    // When the number joined the list: results stored since then make its notices.
    addedAt: integer('added_at').notNull(),
  },
  (t) => [uniqueIndex('my_numbers_user_number_unique').on(t.userId, t.number), index('my_numbers_box_idx').on(t.game, t.boxKey)],
);

export const numberLists = sqliteTable('number_lists', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // E-mail me when one comes up: off unless turned on.
  mails: integer('mails', { mode: 'boolean' }).notNull().default(false),
  updatedAt: integer('updated_at').notNull(),
});

export const numberNews = sqliteTable(
  'number_news',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    state: text('state').notNull(),
    game: text('game').notNull(),
    drawDate: text('draw_date').notNull(),
    drawTime: text('draw_time').notNull(),
    // Rows of draws past the news window are dropped: such a draw is never news again.
    drawnAt: integer('drawn_at').notNull(),
    // Its e-mail is owed, in the digest of its draw time (my-numbers.digest.ts).
    mailOwed: integer('mail_owed', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('number_news_unique').on(t.userId, t.number, t.state, t.game, t.drawDate, t.drawTime), index('number_news_drawn_idx').on(t.drawnAt)],
);

// What the server processes share to act as one: jobs, rate limits, schedule
// rounds, sessions and the trial's once-per-address guard.
export * from './schema-shared';
// The public record of prediction sets.
export * from './schema-ledger';
// Payments, receipts, refunds, checkouts and memberships.
export * from './schema-payments';
// Referral codes and who joined through them.
export * from './schema-referrals';
// Codes, their redemptions, and why members cancel.
export * from './schema-offers';

/**
 * The publishing schedule (docs/product.md, "Publishing on a schedule"): one row per entry, in
 * the order the admin gave. `since` is when the entry (its time of day and publishAt) was first
 * saved: a day's round before it is never made up.
 */
export const publishSchedule = sqliteTable('publish_schedule', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  position: integer('position').notNull(),
  timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
  publishAt: text('publish_at').notNull(),
  method: text('method').notNull(),
  pairs: integer('pairs').notNull(),
  alternatives: integer('alternatives').notNull(),
  validDays: integer('valid_days').notNull(),
  since: integer('since').notNull(),
});

/**
 * Each entry's round of a day, published or refused, at most once: the key (day, time of day,
 * publishAt) is written in the transaction that publishes the set or puts the refusal in the
 * admin's inbox.
 */
export const scheduleRuns = sqliteTable(
  'schedule_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    day: text('day').notNull(),
    timeOfDay: text('time_of_day', { enum: ['Morning', 'Evening'] }).notNull(),
    publishAt: text('publish_at').notNull(),
    method: text('method').notNull(),
    setId: integer('set_id'),
    problem: text('problem'),
    at: integer('at').notNull(),
  },
  (t) => [uniqueIndex('schedule_runs_round_unique').on(t.day, t.timeOfDay, t.publishAt)],
);
