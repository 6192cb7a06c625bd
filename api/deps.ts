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

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators, shown as
 * escapes: a request path or any other text a client sent cannot end a log line early or add a
 * forged one (contract §11). A backslash is doubled so an escape in the log is never ambiguous.
 */
export function escapeForLog(text: string): string {
  return text.replace(/[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (ch) =>
    ch === '\\' ? '\\\\' : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One event, one line: a stack trace is escaped onto the line of its message too. */
export const consoleLogger: Logger = {
  info: (msg) => console.log(escapeForLog(msg)),
  error: (msg, err) => console.error(escapeForLog(msg), escapeForLog(err instanceof Error ? (err.stack ?? err.message) : String(err ?? ''))),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
