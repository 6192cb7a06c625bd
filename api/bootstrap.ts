// Turns a Config into running Deps: the database (migrated), the generated secrets, the mailer,
// the password hashing, and the admin of ADMIN_EMAIL. Shared by the server, the admin CLI and the tests.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from './platform/config';
import { openDatabase } from './platform/db/open';
import { getOrCreateSecret } from './platform/db/secrets';
import { createLogger, type Logger } from './platform/log';
import type { Deps } from './platform/deps';
import { loadVapidKeys } from './platform/push/vapid-keys';
import { ensureAdmin } from './features/users';
import { ensureBusinessFigures } from './features/payments';
import { systemClock, type Clock } from './platform/clock';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createPasswords, type Passwords } from './platform/http/password';

export async function bootstrap(config: Config, overrides: { clock?: Clock; mailer?: Mailer; log?: Logger; passwords?: Passwords } = {}): Promise<Deps> {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? createLogger();
  const db = await openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'app.db'), {
    onRetry: (err, run) => log.info(`a write was run again (re-run ${run}) after the database aborted it: ${(err as Error).message}`),
  });
  const jwtSecret = config.jwtSecret ?? (await getOrCreateSecret(db, 'jwt', () => randomBytes(48).toString('base64url'), clock.now()));
  const vapidKeys = await loadVapidKeys({ config, db, clock });
  const mailer = overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const deps: Deps = { config, db, clock, mailer, log, jwtSecret, vapidKeys, passwords: overrides.passwords ?? createPasswords(config.passwordHashCost) };

  // The Business page's rows, worked out again when the time zone or the trial's length changed
  // or the database is from before them (api/features/payments/business-figures.ts).
  if (await ensureBusinessFigures(deps)) log.info('worked out the Business page figures from the payments and trials');
  if (config.admin) {
    const { user, created } = await ensureAdmin(deps, config.admin, clock.now());
    if (created) log.info(`created admin ${user.email}`);
  }
  return deps;
}
