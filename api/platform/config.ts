// Settings from the environment (docs/runtime.md, "Settings"), read through one zod schema at
// start-up. A bad value stops the server with one line that names the variable.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PRODUCT_NAME } from '@shared/brand';
import { DEFAULT_TIMEZONE, isValidTimeZone } from '@shared/calendar';
import { usernameProblem } from '@shared/fields';
import { feedEntryOf } from '@shared/results-schemas';
import { DEFAULT_TRIAL_DAYS, TRIAL_DAYS_MAX, TRIAL_DAYS_MIN, trialDaysOf } from '@shared/trial';
import type { HashCost } from './http/password';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL instead of SQLite in dataDir (docs/runtime.md, "PostgreSQL"): a postgres:// URL. */
  databaseUrl?: string;
  appUrl: string;
  timeZone: string;
  production: boolean;
  jwtSecret?: string;
  admin?: { email: string; password: string; username?: string };
  stripe?: { secretKey: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  smtpUrl?: string;
  mailFrom: string;
  /** Where contact-form messages are e-mailed; by default every admin. */
  contactEmail?: string;
  vapid?: { publicKey: string; privateKey: string; subject?: string };
  vapidSubject: string;
  /**
   * The hosts push endpoints may be at (docs/security.md, "Push endpoints"; see push-endpoint.ts).
   */
  pushServiceHosts: string[];
  /** Behind a reverse proxy, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Log one line per request. */
  requestLog: boolean;
  /**
   * Results files fetched on a schedule (docs/product.md, "Importing results files": a URL,
   * optionally `#` and the import's parameters) and how often, in minutes.
   */
  resultsFeeds: string[];
  resultsFeedIntervalMinutes: number;
  /**
   * Server processes on the one port (docs/runtime.md, "Several processes"): WORKERS, `auto` being
   * one per core.
   */
  workers: number;
  /**
   * Whole days after a prediction's window closes before its hits are public (docs/product.md,
   * "The proof list"); 0: never.
   */
  proofDelayDays: number;
  /** The free trial's length in whole days, 1 to 30 (TRIAL_DAYS, docs/product.md, "The free trial"). */
  trialDays: number;
  /** REFERRAL_DAYS: days a referral's first payment adds to the referrer's membership; 0: referrals are off. */
  referralDays: number;
  /**
   * The hour (APP_TIMEZONE) at which the sets whose window has closed move to the past every day
   * (docs/product.md, "Predictions"): 0 by default, the moment a window closes; null (`off`):
   * only an admin's Move to past moves them.
   */
  dailyMoveHour: number | null;
  /** argon2id's cost (api/platform/http/password.ts): `lowest` for tests only, refused in production. */
  passwordHashCost: HashCost;
}

export class ConfigError extends Error {}

/** RESULTS_FEEDS split at its commas, except those inside a map's braces and brackets (`map={"date":0,"digits":[2,3,4]}`). */
function feedEntries(value: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= value.length; i++) {
    const c = value[i];
    if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && depth > 0) depth--;
    else if (i === value.length || (c === ',' && depth === 0)) {
      entries.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  return entries.filter(Boolean);
}

/**
 * Chrome's and Edge's, Firefox's and Safari's push services (docs/security.md, "Push endpoints").
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = 'fcm.googleapis.com,*.notify.windows.com,*.push.services.mozilla.com,*.push.apple.com';
/** A host name, optionally `*.` and a domain. */
const HOST_ENTRY = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
/** A local push-service stand-in, allowed outside production only. */
export const LOCAL_STAND_IN_ENTRY = /^127\.0\.0\.1:\d{1,5}$/;

/** The hour of the daily move when DAILY_MOVE_HOUR is unset. */
export const DEFAULT_DAILY_MOVE_HOUR = 0;

/** A variable as set: trimmed, and unset when empty. */
const setting = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

/** A check on a set value; the message follows the variable's name. */
const must = (ok: (v: string) => boolean, why: (v: string) => string) =>
  setting.superRefine((v, ctx) => {
    if (v !== undefined && !ok(v)) ctx.addIssue({ code: 'custom', message: why(v) });
  });

const isUrl = (v: string, protocols?: string[]) => {
  try {
    const url = new URL(v);
    return !protocols || protocols.includes(url.protocol);
  } catch {
    return false;
  }
};

const envSchema = z
  .object({
    NODE_ENV: setting,
    PORT: must(
      (v) => /^\d+$/.test(v) && +v <= 65535,
      (v) => `must be a port number (0-65535), got "${v}".`,
    ),
    HOST: setting,
    DATA_DIR: setting,
    // The URL itself is never repeated: it may hold a password.
    DATABASE_URL: must(
      (v) => isUrl(v, ['postgres:', 'postgresql:']) && new URL(v).hostname !== '',
      () => 'must be a PostgreSQL URL such as postgres://user:password@host:5432/lottopredict.',
    ),
    APP_URL: setting.transform((v) => v?.replace(/\/+$/, '')),
    APP_TIMEZONE: must(isValidTimeZone, (v) => `must be an IANA time zone such as America/New_York, got "${v}".`),
    JWT_SECRET: must(
      (v) => v.length >= 32,
      () => 'must be at least 32 characters long.',
    ),
    ADMIN_EMAIL: must(
      (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
      (v) => `must be an e-mail address, got "${v}".`,
    ),
    // A password may legitimately have edge spaces: taken as given.
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || (v.length >= 8 && v.length <= 128), 'must be 8 to 128 characters long.'),
    ADMIN_USERNAME: setting.superRefine((v, ctx) => {
      const problem = v === undefined ? null : usernameProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: `is not a valid username: ${problem}` });
    }),
    STRIPE_SECRET_KEY: must(
      (v) => /^(sk|rk)_(test|live)_/.test(v),
      () => 'must be a Stripe secret key (sk_test_… or sk_live_…).',
    ),
    STRIPE_PUBLISHABLE_KEY: setting,
    STRIPE_WEBHOOK_SECRET: setting,
    STRIPE_API_BASE: must(
      (v) => isUrl(v),
      (v) => `must be a URL, got "${v}".`,
    ),
    SMTP_URL: must(
      (v) => /^smtps?:\/\//.test(v),
      () => 'must start with smtp:// or smtps://.',
    ),
    MAIL_FROM: setting,
    CONTACT_EMAIL: setting,
    VAPID_PUBLIC_KEY: setting,
    VAPID_PRIVATE_KEY: setting,
    VAPID_SUBJECT: must(
      (v) => /^(mailto:|https:\/\/)/.test(v),
      () => 'must be a mailto: or https: URL.',
    ),
    PUSH_SERVICE_HOSTS: setting.transform((v) =>
      (v ?? DEFAULT_PUSH_SERVICE_HOSTS)
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
    TRUST_PROXY: setting,
    REQUEST_LOG: setting,
    RESULTS_FEEDS: setting.transform((v, ctx) => {
      const entries = feedEntries(v ?? '');
      for (const entry of entries) {
        const checked = feedEntryOf(entry);
        if ('problem' in checked) ctx.addIssue({ code: 'custom', message: checked.problem });
      }
      return entries;
    }),
    WORKERS: setting.transform((v, ctx) => {
      const workers = v ?? '1';
      if (workers.toLowerCase() === 'auto') return os.availableParallelism();
      if (!/^\d+$/.test(workers) || +workers < 1 || +workers > 256) {
        ctx.addIssue({ code: 'custom', message: `must be a positive whole number of server processes or auto (one per core), got "${workers}".` });
      }
      return Number(workers);
    }),
    RESULTS_FEED_INTERVAL_MINUTES: setting.transform((v, ctx) => {
      const minutes = v ?? '15';
      if (!/^\d+$/.test(minutes) || +minutes < 1 || +minutes > 1440)
        ctx.addIssue({ code: 'custom', message: `must be a whole number of minutes from 1 to 1440, got "${minutes}".` });
      return Number(minutes);
    }),
    DAILY_MOVE_HOUR: setting.transform((v, ctx) => {
      // Midnight by default: a window ends with its validThrough day, so no set stays "today's"
      // once its numbers can no longer hit.
      const hour = v ?? String(DEFAULT_DAILY_MOVE_HOUR);
      if (hour.toLowerCase() === 'off') return null;
      if (!/^\d{1,2}$/.test(hour) || +hour > 23)
        ctx.addIssue({ code: 'custom', message: `must be an hour from 0 to 23 (in APP_TIMEZONE), or off for no daily move, got "${hour}".` });
      return Number(hour);
    }),
    PASSWORD_HASH_COST: setting.transform((v, ctx) => {
      const cost = v ?? 'standard';
      if (cost !== 'standard' && cost !== 'lowest') ctx.addIssue({ code: 'custom', message: `must be standard or lowest, got "${cost}".` });
      return cost as HashCost;
    }),
    PROOF_DELAY_DAYS: setting.transform((v, ctx) => {
      const days = v ?? '7';
      if (!/^\d{1,5}$/.test(days)) ctx.addIssue({ code: 'custom', message: `must be a whole number of days (0 or more; 0 shows no hits), got "${days}".` });
      return Number(days);
    }),
    TRIAL_DAYS: setting.transform((v, ctx) => {
      const days = trialDaysOf(v ?? String(DEFAULT_TRIAL_DAYS));
      if (days === null) ctx.addIssue({ code: 'custom', message: `must be a whole number of days from ${TRIAL_DAYS_MIN} to ${TRIAL_DAYS_MAX}, got "${v}".` });
      return days ?? DEFAULT_TRIAL_DAYS;
    }),
    REFERRAL_DAYS: setting.transform((v, ctx) => {
      const days = v ?? '7';
      if (!/^\d+$/.test(days) || +days > 90) ctx.addIssue({ code: 'custom', message: `must be a whole number of days from 0 (referrals off) to 90, got "${days}".` });
      return Number(days);
    }),
  })
  .superRefine((env, ctx) => {
    const fail = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
    const production = env.NODE_ENV === 'production';
    const port = env.PORT ?? '3000';
    const appUrl = env.APP_URL ?? `http://localhost:${port}`;
    if (!isUrl(appUrl, ['http:', 'https:'])) fail('APP_URL', `must be an http(s) URL, got "${appUrl}".`);
    if (production && !env.JWT_SECRET) fail('JWT_SECRET', 'must be set in production (at least 32 random characters).');
    // A long secret of few characters ("aaaa…", "abab…") is as guessable as a short one.
    if (production && env.JWT_SECRET && new Set(env.JWT_SECRET).size < 16) {
      fail('JWT_SECRET', `must be random in production: it has only ${new Set(env.JWT_SECRET).size} different characters (at least 16; e.g. openssl rand -base64 48).`);
    }
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) fail('ADMIN_PASSWORD', 'must be set together with ADMIN_EMAIL.');
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) fail('ADMIN_EMAIL', 'must be set together with ADMIN_PASSWORD.');
    // The simulated checkout grants time without money: it must never run in production.
    if (production && !env.STRIPE_SECRET_KEY) fail('STRIPE_SECRET_KEY', 'must be set in production (the simulated checkout is for development only).');
    // The lowest cost makes a stolen database's passwords a thousand times cheaper to guess.
    if (production && env.PASSWORD_HASH_COST === 'lowest') fail('PASSWORD_HASH_COST', 'must not be lowest in production (it is for tests; production hashes at standard cost).');
    if (!!env.VAPID_PUBLIC_KEY !== !!env.VAPID_PRIVATE_KEY) {
      fail(env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY', 'must be set together with the other VAPID key.');
    }
    for (const entry of env.PUSH_SERVICE_HOSTS) {
      if (LOCAL_STAND_IN_ENTRY.test(entry)) {
        if (production) fail('PUSH_SERVICE_HOSTS', `may name 127.0.0.1:PORT (a local stand-in) only outside production, got "${entry}".`);
      } else if (!HOST_ENTRY.test(entry)) {
        fail('PUSH_SERVICE_HOSTS', `must list host names separated by commas (a leading *. is allowed), got "${entry}".`);
      }
    }
  });

type Setting = keyof typeof envSchema.shape;

/** The variables envSchema reads. */
export const settingNames = () => Object.keys(envSchema.shape) as Setting[];

/**
 * The settings table of docs/runtime.md ("Settings"): for every variable envSchema reads (the type
 * wants each), its default as shown and what it does, in the table's order; links are relative to
 * docs/. `npm run docs:settings` writes the table from this, and scripts/docs.test.ts fails when
 * the page differs.
 */
export const SETTINGS_TABLE: Record<Setting, { default: string; meaning: string }> = {
  PORT: { default: '`3000`', meaning: 'HTTP port' },
  HOST: { default: '`127.0.0.1`', meaning: 'listen address (`0.0.0.0` to accept outside connections)' },
  DATA_DIR: { default: '`./data`', meaning: 'holds `app.db` (SQLite) and `outbox/`' },
  APP_URL: {
    default: '`http://localhost:$PORT`',
    meaning:
      "the public base URL of links in e-mails, pushes and payment redirects, and the one origin the web app's changes are taken from ([security.md](security.md#the-session-cookie)); never taken from a request; `https:` makes the session cookie `Secure`",
  },
  APP_TIMEZONE: {
    default: '`America/New_York`',
    meaning:
      'the operator\'s calendar, which "today" means: prediction dates, `validThrough`, membership end days, "ends today", months of the spending limit, the receipts\' ranges, the Business page\'s days (a start with another zone works its rows out again, [product.md](product.md#the-business-page)); an IANA zone',
  },
  NODE_ENV: {
    default: '`development`',
    meaning: '`production` requires `JWT_SECRET` and `STRIPE_SECRET_KEY`, refuses `PASSWORD_HASH_COST=lowest`, turns on HSTS, turns off the simulated checkout and `/api/dev/*`',
  },
  JWT_SECRET: {
    default: 'generated once, kept in the database',
    meaning: 'the signing key ([security.md](security.md#secrets)); at least 32 characters, in production at least 16 different ones',
  },
  ADMIN_EMAIL: { default: 'none', meaning: 'at start-up, create an admin with this e-mail if no user has it; set together with `ADMIN_PASSWORD`' },
  ADMIN_PASSWORD: { default: 'none', meaning: "that admin's password, 8 to 128 characters" },
  ADMIN_USERNAME: { default: "from the e-mail's local part", meaning: "that admin's username" },
  SMTP_URL: { default: 'none', meaning: 'real e-mail (`smtp://` or `smtps://`); without it every e-mail is an `.eml` file in `DATA_DIR/outbox/`' },
  MAIL_FROM: { default: "`Lotto Predict <no-reply@…>` at `APP_URL`'s host", meaning: 'the sender of every e-mail' },
  CONTACT_EMAIL: { default: 'every admin', meaning: 'where contact-form messages are e-mailed' },
  STRIPE_SECRET_KEY: { default: 'none', meaning: 'real Stripe payments; without it the simulated checkout ([product.md](product.md#the-simulated-checkout))' },
  STRIPE_PUBLISHABLE_KEY: { default: 'none', meaning: "Stripe's publishable key, handed to the web app with the checkout" },
  STRIPE_WEBHOOK_SECRET: { default: 'none', meaning: "checks the signature of Stripe's webhook calls; without it they are refused" },
  STRIPE_API_BASE: { default: "Stripe's own", meaning: "sends the Stripe SDK's calls elsewhere (a local stand-in in tests)" },
  VAPID_PUBLIC_KEY: { default: 'generated once, kept in the database', meaning: 'web-push key; set together with `VAPID_PRIVATE_KEY`' },
  VAPID_PRIVATE_KEY: { default: 'generated once, kept in the database', meaning: 'web-push key; set together with `VAPID_PUBLIC_KEY`' },
  VAPID_SUBJECT: { default: "`mailto:` and `ADMIN_EMAIL`, or an admin@ address at `APP_URL`'s host", meaning: 'the web-push subject, a `mailto:` or `https:` URL' },
  PUSH_SERVICE_HOSTS: { default: "the browsers' push services", meaning: 'the hosts push endpoints may be at ([security.md](security.md#push-endpoints))' },
  TRUST_PROXY: { default: 'off', meaning: '`1` behind a reverse proxy: per-address limits use the last hop of `X-Forwarded-For`' },
  REQUEST_LOG: { default: 'on', meaning: 'one line per request on standard output; `off` silences it (errors are still logged)' },
  DAILY_MOVE_HOUR: {
    default: '`0`',
    meaning:
      "an hour from 0 to 23 (in `APP_TIMEZONE`) at which the batches whose window has closed (`validThrough` before today) move to the past by themselves, every day; `off`: only an admin's Move to past moves them ([product.md](product.md#predictions))",
  },
  RESULTS_FEEDS: {
    default: 'none',
    meaning:
      "comma-separated results files fetched on a schedule, each optionally followed by the import's parameters after `#`; a bad entry stops the start-up ([product.md](product.md#importing-results-files))",
  },
  RESULTS_FEED_INTERVAL_MINUTES: { default: '`15`', meaning: 'how often the feeds are fetched, 1 to 1440' },
  PROOF_DELAY_DAYS: {
    default: '`7`',
    meaning: "whole days after a prediction's window closes before its hits are public; `0` shows none ([product.md](product.md#the-proof-list))",
  },
  REFERRAL_DAYS: {
    default: '`7`',
    meaning:
      "days added to a member's membership when someone who signed up through their link first pays, at most 12 times in 365 days, 0 to 90; `0` turns referrals off ([product.md](product.md#referrals))",
  },
  TRIAL_DAYS: {
    default: '`3`',
    meaning:
      "the free trial's length in whole days, 1 to 30: the grant, its e-mails and answers, every page that names it ([product.md](product.md#the-free-trial)), and the trials' access on the Business page (a start with another length works its rows out again)",
  },
  WORKERS: { default: '`1`', meaning: 'server processes on the one port; `auto` is one per core ([below](#several-processes))' },
  DATABASE_URL: { default: 'none: SQLite in `DATA_DIR`', meaning: '`postgres://…`: keep everything in PostgreSQL ([below](#postgresql))' },
  PASSWORD_HASH_COST: {
    default: '`standard`',
    meaning:
      "argon2id's cost for new password hashes: `standard` is 19 MiB and 2 passes ([security.md](security.md#passwords)); `lowest` (8 KiB, 1 pass) is for tests, which make hundreds of users, and production refuses it; a hash keeps its parameters, so either verifies the other's",
  },
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // The first problem, as one line: the variable, then what is wrong with it.
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const port = Number(e.PORT ?? '3000');
  const appUrl = e.APP_URL ?? `http://localhost:${port}`;
  const appHost = new URL(appUrl).hostname;
  const domain = appHost.includes('.') ? appHost : undefined;

  return {
    port,
    host: e.HOST ?? '127.0.0.1',
    dataDir: path.resolve(e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    appUrl,
    timeZone: e.APP_TIMEZONE ?? DEFAULT_TIMEZONE,
    production: e.NODE_ENV === 'production',
    jwtSecret: e.JWT_SECRET,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, username: e.ADMIN_USERNAME } : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${domain ?? 'localhost.localdomain'}>`,
    contactEmail: e.CONTACT_EMAIL,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL ?? `admin@${domain ?? 'example.com'}`}`,
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
    trustProxy: ['1', 'true', 'yes'].includes((e.TRUST_PROXY ?? '').toLowerCase()),
    requestLog: (e.REQUEST_LOG ?? 'on') !== 'off',
    resultsFeeds: e.RESULTS_FEEDS,
    resultsFeedIntervalMinutes: e.RESULTS_FEED_INTERVAL_MINUTES,
    workers: e.WORKERS,
    proofDelayDays: e.PROOF_DELAY_DAYS,
    trialDays: e.TRIAL_DAYS,
    referralDays: e.REFERRAL_DAYS,
    dailyMoveHour: e.DAILY_MOVE_HOUR,
    passwordHashCost: e.PASSWORD_HASH_COST,
  };
}
