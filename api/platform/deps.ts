// The platform pieces a feature may be handed (docs/architecture.md, "Layers"): built once per
// process by api/bootstrap.ts from the settings, local stand-ins and a fixed clock in tests. A
// service's factory names the ones it uses (`Pick<Deps, 'db' | 'clock'>`). No platform piece keeps
// state at module level: the tests build a Deps per file, several in one process (docs/architecture.md, "Tests").
import type { Db } from '#db/client';
import type { Config } from './config';
import type { Clock } from './clock';
import type { Logger } from './log';
import type { Mailer } from './mail/mailer';
import type { Passwords } from './http/password';
import type { VapidKeys } from './push/vapid-keys';

export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
  /** The token signing key (from JWT_SECRET, or generated and kept in the database). */
  jwtSecret: string;
  /** The web-push keys (from VAPID_*, or generated and kept in the database). */
  vapidKeys: VapidKeys;
  /** Password hashing at PASSWORD_HASH_COST, with this process's hashing queue (docs/security.md, "The hashing queue"). */
  passwords: Passwords;
}
