// The server's log (docs/operations.md, "The logs"): one JSON line per event, or on a terminal one
// line a person reads; text a client sent is escaped first.
import pino from 'pino';
import SonicBoom, { type SonicBoomOpts } from 'sonic-boom';

export interface RequestLine {
  method: string;
  path: string;
  status: number;
  ms: number;
}

export interface Logger {
  info(msg: string): void;
  error(msg: string, err?: unknown): void;
  /** One line per request (REQUEST_LOG). */
  request(line: RequestLine): void;
  /** Writes out what waits in the buffer: before the process exits. */
  flush(): void;
}

const UNSAFE = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators, shown as
 * escapes: a request path or any other text a client sent cannot end a log line early or add a
 * forged one (docs/security.md, "Requests and logs"). A backslash is doubled so an escape in the
 * log is never ambiguous.
 */
export function escapeForLog(text: string): string {
  // Most text has nothing to escape: a test is cheaper than a replace that builds a new string.
  if (!UNSAFE.test(text)) return text;
  return text.replace(UNSAFE_ALL, (ch) => (ch === '\\' ? '\\\\' : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/**
 * pino's ISO time (the `"time"` field of pino.stdTimeFunctions.isoTime), formatted once per
 * millisecond: under load a dozen request lines share one, and formatting a date cost a tenth of
 * a line.
 */
function isoTimeByMillisecond(): () => string {
  let ms = -1;
  let text = '';
  return () => {
    const now = Date.now();
    if (now !== ms) {
      ms = now;
      text = `,"time":"${new Date(now).toISOString()}"`;
    }
    return text;
  };
}

/**
 * Request lines wait in pino's buffer until it holds this many bytes, then go out in one write;
 * at most a second later when traffic is light. Every other line (start, stop, errors) goes out
 * at once.
 */
const LOG_BUFFER_BYTES = 8 * 1024;
const LOG_FLUSH_MS = 1000;

/**
 * The server's log: one JSON line per event on standard output, written by pino without
 * blocking the event loop (docs/operations.md, "The logs"); on a terminal, one line a person
 * reads instead (humanLine). Text a client sent is escaped first (escapeForLog), so even a viewer
 * that shows U+2028 as a line break cannot be fooled.
 *
 * A write per request line, even asynchronous, cost the hot read a third of its throughput:
 * request lines are buffered (LOG_BUFFER_BYTES), which the process writes out before it exits;
 * a `kill -9` loses at most the last second's request lines.
 */
export function createLogger(destination?: pino.DestinationStream, opts: { human?: boolean } = {}): Logger {
  const human = opts.human ?? (destination === undefined && process.stdout.isTTY === true);
  const target = destination ?? (human ? process.stdout : bufferedStdout());
  const out = human ? { write: (line: string) => target.write(humanLine(line)) } : target;
  const log = pino({ base: { pid: process.pid }, timestamp: isoTimeByMillisecond() }, out);
  // pino's own destination can write out early; a plain stream (the tests') writes as it goes.
  const buffered = out as { flush?: () => void; flushSync?: () => void };
  const writeOut = () => unlessClosed(() => buffered.flush?.());
  return {
    info: (msg) => {
      log.info(escapeForLog(msg));
      writeOut();
    },
    error: (msg, err) => {
      log.error({ err: err === undefined ? undefined : escapeForLog(err instanceof Error ? (err.stack ?? err.message) : String(err)) }, escapeForLog(msg));
      writeOut();
    },
    request: ({ method, path, status, ms }) => log.info({ method: escapeForLog(method), path: escapeForLog(path), status, ms: Math.round(ms * 10) / 10 }),
    flush: () => unlessClosed(() => buffered.flushSync?.()),
  };
}

const LEVELS: Record<number, string> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * One of pino's JSON lines as a person reads it on a terminal: the local time, the process, the
 * level when above info, and the message or the request (`12:04:05 [4242] GET /api/health 200
 * 0.8 ms`). An error's stack follows on lines of its own, indented, so no line of it can pass for
 * a log line; every other escape stays as escapeForLog wrote it.
 */
export function humanLine(json: string): string {
  const { level, time, pid, msg, err, method, path, status, ms } = JSON.parse(json) as Record<string, string | number | undefined>;
  const clock = typeof time === 'string' ? new Date(time).toTimeString().slice(0, 8) : '';
  const head = [clock, `[${pid}]`, LEVELS[Number(level)]].filter(Boolean).join(' ');
  const text = method === undefined ? msg : `${method} ${path} ${status} ${ms} ms`;
  // A doubled backslash is the client's own, never the start of an escaped line break.
  const stack = typeof err === 'string' ? `\n    ${err.replace(/\\\\|\\u000a/g, (e) => (e === '\\u000a' ? '\n    ' : e))}` : '';
  return `${head} ${text}${stack}\n`;
}

/**
 * How long writing out may wait on a reader that takes nothing (a full pipe): ten tries 100 ms
 * apart, then the write is given up rather than the process held.
 */
const LOG_WRITE_RETRIES = 10;
/** What may wait in memory for such a reader; beyond it new lines are dropped. */
const LOG_MAX_WAITING = 1024 * 1024;

/**
 * Standard output through sonic-boom (pino's own writer), buffered, written out every second and
 * at exit. A log never holds up stopping nor ends the process (docs/runtime.md, "Stopping"): once
 * the reader has gone (EPIPE: `… | head` that exited) nothing more is written, and a reader that
 * stopped reading holds a write for at most LOG_WRITE_RETRIES tries. (pino.destination() would
 * flush at exit by itself, where a failure could not be caught: the stream is made here.)
 */
function bufferedStdout(): pino.DestinationStream {
  // Node's own streams on the same pipe (a warning on stderr) would end the process on EPIPE with
  // an unhandled 'error'. Opening them also makes a pipe non-blocking, so a write to a full one
  // answers EAGAIN (retried, then given up) instead of blocking the process.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  const opts: SonicBoomOpts & { maxWriteRetries: number } = { fd: 1, sync: false, minLength: LOG_BUFFER_BYTES, maxLength: LOG_MAX_WAITING, maxWriteRetries: LOG_WRITE_RETRIES };
  const out = new SonicBoom(opts);
  let gone = false;
  const failed = (err: unknown) => {
    // Gone for good; a write given up after EAGAIN keeps its lines for the next try.
    if ((err as NodeJS.ErrnoException | undefined)?.code === 'EPIPE') gone = true;
  };
  out.on('error', failed);
  const whileOpen = (write: () => void) => () => {
    if (gone) return;
    try {
      write();
    } catch (err) {
      failed(err);
    }
  };
  const flush = whileOpen(() => out.flush());
  const flushSync = whileOpen(() => out.flushSync());
  setInterval(flush, LOG_FLUSH_MS).unref();
  process.once('exit', flushSync);
  const write = (line: string) => {
    if (!gone) out.write(line);
  };
  return { write, flush, flushSync } as pino.DestinationStream;
}

/** Writes out what waits; a destination not open yet, or closed as the process ends, has nothing to take. */
function unlessClosed(write: () => void): void {
  try {
    write();
  } catch {
    // Nothing can be written to it now.
  }
}

export const silentLogger: Logger = { info: () => {}, error: () => {}, request: () => {}, flush: () => {} };
