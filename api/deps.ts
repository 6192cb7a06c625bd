// Everything a feature needs from outside itself, handed in once by createApp's caller:
// production wiring in api/index.ts, local stand-ins and a fixed clock in tests.
import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';

export interface Logger {
  info(msg: string): void;
  error(msg: string, err?: unknown): void;
}

export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
  /** The token signing key (from JWT_SECRET, or generated and kept in the database). */
  jwtSecret: string;
}

export const consoleLogger: Logger = {
  info: (msg) => console.log(msg),
  error: (msg, err) => console.error(msg, err instanceof Error ? (err.stack ?? err.message) : (err ?? '')),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
