// The optional results feeds (RESULTS_FEEDS): files in any import layout, fetched on a schedule
// (a job each round, claimed by one server process: jobs.schedule.ts) and imported by the same
// importer as an admin's file, with source 'feed'. An entry may carry the import's parameters
// after `#` (docs/product.md, "Importing results files":
// `…/daily3-midday.csv#state=MI&game=pick3&drawTime=midday`). A feed that fails, times out or
// answers something other than a results file is logged and tried again at the next round; its file
// is never half-imported (unless its entry says mode=valid). Conditional requests (ETag,
// Last-Modified) keep an unchanged file from being downloaded again.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { resultFeeds } from '#db/schema-results';
import { IMPORT_MAX_BYTES } from '@shared/results';
import { resultsFileText } from '@shared/results-file-kind';
import { feedEntryOf } from '@shared/results-schemas';
import { MINUTE, SECOND } from '../../platform/clock';
import { RetryLaterError } from '../../platform/http/http-errors';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { ResultsService } from './results.service';

export interface FeedOptions {
  /** RESULTS_FEEDS's entries, checked at start-up: a URL, optionally followed by `#` and the import's parameters. */
  urls: string[];
  intervalMs: number;
  /** For the whole exchange, answer and body; a feed that takes longer is tried again next round. */
  timeoutMs?: number;
}

export interface FeedOutcome {
  url: string;
  status: 'imported' | 'unchanged' | 'failed';
  imported?: number;
  duplicates?: number;
  /** Lines that differ from a result stored from a file: the stored one stays. */
  kept?: number;
  /** Lines that disagree with a result entered by hand: the file's number is kept beside it and the result flagged. */
  flagged?: number;
  error?: string;
}

class FeedError extends Error {}

/** The first five of a file's lines the log names, each with its line number and why. */
const firstLines = (lines: readonly { line: number; message: string }[]) =>
  lines
    .slice(0, 5)
    .map((k) => `line ${k.line}: ${k.message}`)
    .join(' | ');

const DEFAULT_TIMEOUT_MS = 30_000;

/** The body as text, refusing what is not a results file before reading far. */
async function readCsv(res: Response): Promise<string> {
  const type = res.headers.get('content-type') ?? '';
  if (/html|xml|json/i.test(type)) throw new FeedError(`answered ${type.split(';')[0]}, not CSV`);
  if (Number(res.headers.get('content-length') ?? 0) > IMPORT_MAX_BYTES) throw new FeedError('answered a file over 5 MiB');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.byteLength;
    if (size > IMPORT_MAX_BYTES) {
      await reader!.cancel();
      throw new FeedError('answered a file over 5 MiB');
    }
    chunks.push(part.value);
  }
  // Error pages sent as text/plain or without a type are told by their first bytes, as an admin's file is.
  const file = resultsFileText(Buffer.concat(chunks));
  if ('problem' in file) throw new FeedError(`answered: ${file.problem}`);
  return file.text;
}

export function createResultsFeeds(deps: Pick<Deps, 'db' | 'clock' | 'log'>, results: ResultsService, opts: FeedOptions) {
  const { db, clock, log } = deps;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const stopping = new AbortController();
  let round: Promise<FeedOutcome[]> | null = null;

  async function remember(url: string, values: Partial<typeof resultFeeds.$inferInsert>) {
    await db.write((tx) =>
      tx
        .insert(resultFeeds)
        .values({ url, ...values })
        .onConflictDoUpdate({ target: resultFeeds.url, set: values }),
    );
  }

  /** One entry: `url` is the whole entry, the key of its row in result_feeds and the name in the log. */
  async function poll(url: string): Promise<FeedOutcome> {
    const now = clock.now();
    const entry = feedEntryOf(url);
    const [known] = await db.select().from(resultFeeds).where(eq(resultFeeds.url, url)).limit(1);
    const headers: Record<string, string> = { Accept: 'text/csv, text/plain;q=0.9, */*;q=0.1' };
    if (known?.etag) headers['If-None-Match'] = known.etag;
    if (known?.lastModified) headers['If-Modified-Since'] = known.lastModified;
    try {
      // Checked at start-up (config.ts); an entry handed in unchecked fails here, alone.
      if ('problem' in entry) throw new FeedError(`is not a feed entry: it ${entry.problem}`);
      const res = await fetch(entry.url, { headers, redirect: 'follow', signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]) });
      if (res.status === 304) {
        await res.body?.cancel();
        await remember(url, { lastCheckedAt: now, lastOkAt: now, lastImported: 0, lastError: null });
        return { url, status: 'unchanged' };
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new FeedError(`answered HTTP ${res.status}`);
      }
      const text = await readCsv(res);
      const { mode, params } = entry.query;
      const outcome = await results.importCsv(text, { source: 'feed', keepStored: true, mode, params });
      if (!outcome.ok) {
        const first = outcome.rejected?.[0];
        throw new FeedError(first ? `${outcome.message} First: line ${first.line}: ${first.message}` : outcome.message);
      }
      const { imported, duplicates } = outcome.result;
      // Validators are kept only once the file is in, so a failed file is downloaded whole next time.
      await remember(url, {
        etag: res.headers.get('etag'),
        lastModified: res.headers.get('last-modified'),
        lastCheckedAt: now,
        lastOkAt: now,
        lastImported: imported,
        lastError: null,
      });
      if (imported > 0) log.info(`results feed ${url}: ${imported} imported, ${duplicates} already stored`);
      const { flagged } = outcome.result;
      if (outcome.result.rejectedCount) log.error(`results feed ${url}: ${outcome.result.rejectedCount} line(s) skipped (mode=valid): ${firstLines(outcome.result.rejected)}`);
      if (outcome.kept.length > 0) log.error(`results feed ${url}: ${outcome.kept.length} line(s) differ from stored results, which stay as they are: ${firstLines(outcome.kept)}`);
      if (flagged.length > 0) log.error(`results feed ${url}: ${flagged.length} line(s) disagree with results entered by hand, now flagged beside them: ${firstLines(flagged)}`);
      return { url, status: 'imported', imported, duplicates, kept: outcome.kept.length, flagged: flagged.length };
    } catch (err) {
      const why =
        err instanceof FeedError
          ? err.message
          : err instanceof RetryLaterError
            ? 'was cut short: the server stopped before its import ended'
            : err instanceof Error && err.name === 'TimeoutError'
              ? `did not answer within ${timeoutMs / 1000} s`
              : `could not be fetched (${err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)})`;
      await remember(url, { lastCheckedAt: now, lastError: why });
      log.error(`results feed ${url}: ${why}; nothing imported, tried again in ${Math.round(opts.intervalMs / 60_000)} min`);
      return { url, status: 'failed', error: why };
    }
  }

  /** One round over every feed, one after another; a round asked for during another joins it. */
  function pollAll(): Promise<FeedOutcome[]> {
    round ??= (async () => {
      const outcomes: FeedOutcome[] = [];
      for (const url of opts.urls) {
        if (stopping.signal.aborted) break;
        outcomes.push(await poll(url));
      }
      return outcomes;
    })().finally(() => (round = null));
    return round;
  }

  return {
    pollAll,

    // The scheduled round's job: every feed, one after another; each failure is the feed's own,
    // logged and remembered. The feeds fetch and import files of years, each fetch bounded by its
    // own timeout, so a round may take ten minutes.
    jobs: { 'results-feed': (async () => void (await pollAll())) satisfies JobHandler<unknown> },
    timeLimitsMs: { 'results-feed': 10 * MINUTE },
    // A round every RESULTS_FEED_INTERVAL_MINUTES when RESULTS_FEEDS names any; one try a round,
    // the next round being the retry.
    schedules: opts.urls.length > 0 ? [{ name: 'results-feeds', everyMs: opts.intervalMs, firstDelayMs: 5 * SECOND, job: { kind: 'results-feed', maxAttempts: 1 } }] : [],

    /** Abandons a fetch in flight (its file is not imported): the server is stopping. */
    stop() {
      stopping.abort();
    },
  };
}
