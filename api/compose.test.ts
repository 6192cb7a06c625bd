// What the composition root hands the worker and the scheduler (docs/architecture.md, "Jobs"):
// every job kind the product queues has its handler whatever the settings, with the time limits
// of the long ones, and the schedules follow the settings (RESULTS_FEEDS, DAILY_MOVE_HOUR, the
// simulated checkout or Stripe). A feature that queues a kind it does not declare fails here.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServices } from './compose';
import { loadConfig } from './platform/config';
import { MINUTE, SECOND } from './platform/clock';
import type { Schedule } from './platform/jobs/jobs.schedule';
import { createTestContext, T0 } from './test/harness';
import { JOB_KIND_NAMES } from '@shared/jobs';

const ctx = await createTestContext();
const built: { pushSender: { close(): void } }[] = [];
afterAll(() => {
  for (const s of built) s.pushSender.close();
});

/** The services as a process with these settings would build them (not started). */
function servicesWith(env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: ctx.dataDir, APP_URL: 'http://app.test', ...env });
  const services = createServices({ ...ctx.deps, config });
  built.push(services);
  return services;
}

/** A schedule as the operator would say it: its rounds, and the job each adds. */
function said(s: Schedule): string {
  const job = `${s.job.kind}${s.job.maxAttempts ? ` (${s.job.maxAttempts} try)` : ''}`;
  if (s.nextAfter) return `${s.name}: first at ${new Date(s.nextAfter(Date.parse(T0))).toISOString()} → ${job}`;
  return `${s.name}: every ${s.everyMs / MINUTE} min, the first ${(s.firstDelayMs ?? 0) / SECOND} s after a fresh install${s.alsoAtStart ? ' and one at every start' : ''} → ${job}`;
}
const schedulesOf = (services: ReturnType<typeof servicesWith>) => services.background.schedules.map(said).sort();

const EVERY_KIND = [
  'break-started',
  'cleanup',
  'daily-move',
  'expiry-reminders',
  'gift-send',
  'hit-scan',
  'lifecycle-mails',
  'mail',
  'membership-renewals',
  'move-renewal',
  'news-mail',
  'news-start',
  'number-digest',
  'number-news',
  'password-reset',
  'push',
  'referral-rewards',
  'refund',
  'results-chain-backfill',
  'results-feed',
  'schedule-check',
  'schedule-publish',
];

const ALWAYS = [
  'cleanup: every 1440 min, the first 3600 s after a fresh install → cleanup',
  'expiry-reminders: every 60 min, the first 10 s after a fresh install → expiry-reminders',
  'lifecycle-mails: every 15 min, the first 10 s after a fresh install and one at every start → lifecycle-mails',
  // REFERRAL_DAYS is 7 unless set (0 turns referrals off: referrals.test.ts).
  'referral-rewards: every 5 min, the first 30 s after a fresh install → referral-rewards',
  'results-chain-backfill: every 10080 min, the first 604800 s after a fresh install and one at every start → results-chain-backfill',
  'publish-schedule: every 1 min, the first 0 s after a fresh install and one at every start → schedule-check',
];
const RENEWALS = 'membership-renewals: every 15 min, the first 20 s after a fresh install → membership-renewals';
// T0 is 12:00 in New York (APP_TIMEZONE's default): the next midnight there is 04:00 UTC.
const MOVE_AT_MIDNIGHT = 'daily-move@0: first at 2026-06-16T04:00:00.000Z → daily-move';

describe('the background work of a process', () => {
  it('handles every job kind, whatever the settings, with the long ones given their time', () => {
    const settings: Record<string, string>[] = [{}, { RESULTS_FEEDS: 'http://feeds.test/pick3.csv' }, { DAILY_MOVE_HOUR: 'off' }, { STRIPE_SECRET_KEY: 'sk_test_unused' }];
    for (const env of settings) {
      const services = servicesWith(env);
      expect([...services.worker.kinds].sort(), JSON.stringify(env)).toEqual(EVERY_KIND);
      expect(services.background.timeLimitsMs).toEqual({ 'hit-scan': 5 * MINUTE, 'news-start': 10 * MINUTE, 'number-news': 5 * MINUTE, 'results-feed': 10 * MINUTE });
    }
    // The test context's own services, which every API test runs, are the same.
    expect([...ctx.services.worker.kinds].sort()).toEqual(EVERY_KIND);
  });

  it('names every kind in the operator’s words, for the console’s Deliveries panel', () => {
    expect(EVERY_KIND.filter((kind) => !JOB_KIND_NAMES[kind])).toEqual([]);
  });

  it('schedules, by default: the clean-up, the reminders, the lifecycle e-mails, the simulated renewals and the move at midnight', () => {
    expect(schedulesOf(servicesWith({}))).toEqual([...ALWAYS, MOVE_AT_MIDNIGHT, RENEWALS].sort());
  });

  it('adds the results feeds when RESULTS_FEEDS names any, every RESULTS_FEED_INTERVAL_MINUTES, one try a round', () => {
    expect(schedulesOf(servicesWith({ RESULTS_FEEDS: 'http://feeds.test/pick3.csv', RESULTS_FEED_INTERVAL_MINUTES: '30' }))).toEqual(
      [...ALWAYS, MOVE_AT_MIDNIGHT, RENEWALS, 'results-feeds: every 30 min, the first 5 s after a fresh install → results-feed (1 try)'].sort(),
    );
  });

  it('moves the sets at DAILY_MOVE_HOUR, and not at all when it is off', () => {
    expect(schedulesOf(servicesWith({ DAILY_MOVE_HOUR: '4' }))).toContain('daily-move@4: first at 2026-06-16T08:00:00.000Z → daily-move');
    expect(schedulesOf(servicesWith({ DAILY_MOVE_HOUR: 'off' }))).toEqual([...ALWAYS, RENEWALS].sort());
  });

  it('leaves the renewals to Stripe when it takes the payments', () => {
    expect(schedulesOf(servicesWith({ STRIPE_SECRET_KEY: 'sk_test_unused' }))).toEqual([...ALWAYS, MOVE_AT_MIDNIGHT].sort());
  });

  it('has a handler for every kind the server queues', () => {
    // Every `….add(tx, { kind: '…' })` in the server's code (a schedule's kind is checked at start-up).
    const ROOT = path.resolve(import.meta.dirname);
    const files = (fs.readdirSync(ROOT, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(`test${path.sep}`) && !f.startsWith(`reliability${path.sep}`),
    );
    const queued = new Set<string>();
    for (const f of files) for (const m of fs.readFileSync(path.join(ROOT, f), 'utf8').matchAll(/\.add\(\s*\w+,\s*\{\s*kind:\s*'([^']+)'/g)) queued.add(m[1]);
    // The scan reads what it should: the e-mails, the pushes and a feature's own kinds.
    expect([...queued]).toEqual(expect.arrayContaining(['mail', 'push', 'hit-scan', 'refund', 'password-reset']));
    expect([...queued].filter((kind) => !ctx.services.worker.kinds.includes(kind))).toEqual([]);
  });
});
