// Settings from the environment (contract §1), checked once at start-up. A bad value stops the
// server with one line that names the variable.
import path from 'node:path';
import { PRODUCT_NAME } from '@shared/brand';
import { DEFAULT_TIMEZONE, isValidTimeZone } from '@shared/calendar';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
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
  /** Behind a reverse proxy, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Log one line per request. */
  requestLog: boolean;
  /** Results files fetched on a schedule (contract §9's layouts) and how often, in minutes. */
  resultsFeeds: string[];
  resultsFeedIntervalMinutes: number;
}

export class ConfigError extends Error {}

function fail(variable: string, why: string): never {
  throw new ConfigError(`${variable} ${why}`);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const get = (k: string) => {
    const v = env[k]?.trim();
    return v ? v : undefined;
  };

  const nodeEnv = get('NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';

  const portRaw = get('PORT') ?? '3000';
  if (!/^\d+$/.test(portRaw) || +portRaw > 65535) fail('PORT', `must be a port number (0-65535), got "${portRaw}".`);
  const port = Number(portRaw);

  const host = get('HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(get('DATA_DIR') ?? './data');

  const appUrlRaw = (get('APP_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  let appUrl: string;
  try {
    const u = new URL(appUrlRaw);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
    appUrl = appUrlRaw;
  } catch {
    fail('APP_URL', `must be an http(s) URL, got "${appUrlRaw}".`);
  }

  const timeZone = get('APP_TIMEZONE') ?? DEFAULT_TIMEZONE;
  if (!isValidTimeZone(timeZone)) fail('APP_TIMEZONE', `must be an IANA time zone such as America/New_York, got "${timeZone}".`);

  const jwtSecret = get('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) fail('JWT_SECRET', 'must be at least 32 characters long.');
  if (production && !jwtSecret) fail('JWT_SECRET', 'must be set in production (at least 32 random characters).');

  const adminEmail = get('ADMIN_EMAIL');
  const adminPassword = env.ADMIN_PASSWORD; // a password may legitimately have edge spaces
  let admin: Config['admin'];
  if (adminEmail || adminPassword) {
    if (!adminEmail) fail('ADMIN_EMAIL', 'must be set together with ADMIN_PASSWORD.');
    if (!adminPassword) fail('ADMIN_PASSWORD', 'must be set together with ADMIN_EMAIL.');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) fail('ADMIN_EMAIL', `must be an e-mail address, got "${adminEmail}".`);
    if (adminPassword.length < 8 || adminPassword.length > 128) fail('ADMIN_PASSWORD', 'must be 8 to 128 characters long.');
    const username = get('ADMIN_USERNAME');
    if (username && /\s/.test(username)) fail('ADMIN_USERNAME', 'must not contain spaces.');
    admin = { email: adminEmail.toLowerCase(), password: adminPassword, username };
  }

  const secretKey = get('STRIPE_SECRET_KEY');
  let stripe: Config['stripe'];
  if (secretKey) {
    if (!/^(sk|rk)_(test|live)_/.test(secretKey)) fail('STRIPE_SECRET_KEY', 'must be a Stripe secret key (sk_test_… or sk_live_…).');
    const apiBase = get('STRIPE_API_BASE');
    if (apiBase) {
      try {
        new URL(apiBase);
      } catch {
        fail('STRIPE_API_BASE', `must be a URL, got "${apiBase}".`);
      }
    }
    stripe = {
      secretKey,
      publishableKey: get('STRIPE_PUBLISHABLE_KEY'),
      webhookSecret: get('STRIPE_WEBHOOK_SECRET'),
      apiBase,
    };
  }

  // The simulated checkout grants time without money: it must never run in production.
  if (production && !stripe) fail('STRIPE_SECRET_KEY', 'must be set in production (the simulated checkout is for development only).');

  const smtpUrl = get('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) fail('SMTP_URL', 'must start with smtp:// or smtps://.');

  const vapidPublic = get('VAPID_PUBLIC_KEY');
  const vapidPrivate = get('VAPID_PRIVATE_KEY');
  if (!!vapidPublic !== !!vapidPrivate) fail(vapidPublic ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY', 'must be set together with the other VAPID key.');
  const host0 = new URL(appUrl).hostname;
  const vapidSubject = get('VAPID_SUBJECT') ?? `mailto:${adminEmail ?? `admin@${host0.includes('.') ? host0 : 'example.com'}`}`;
  if (!/^(mailto:|https:\/\/)/.test(vapidSubject)) fail('VAPID_SUBJECT', 'must be a mailto: or https: URL.');

  const resultsFeeds = (get('RESULTS_FEEDS') ?? '').split(',').map((u) => u.trim()).filter(Boolean);
  for (const url of resultsFeeds) {
    if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url)) fail('RESULTS_FEEDS', `must be comma-separated http(s) URLs, got "${url}".`);
  }
  const feedMinutes = get('RESULTS_FEED_INTERVAL_MINUTES') ?? '15';
  if (!/^\d+$/.test(feedMinutes) || +feedMinutes < 1 || +feedMinutes > 1440) fail('RESULTS_FEED_INTERVAL_MINUTES', `must be a whole number of minutes from 1 to 1440, got "${feedMinutes}".`);

  return {
    port,
    host,
    dataDir,
    appUrl,
    timeZone,
    production,
    jwtSecret,
    admin,
    stripe,
    smtpUrl,
    mailFrom: get('MAIL_FROM') ?? `${PRODUCT_NAME} <no-reply@${host0.includes('.') ? host0 : 'localhost.localdomain'}>`,
    contactEmail: get('CONTACT_EMAIL'),
    vapid: vapidPublic && vapidPrivate ? { publicKey: vapidPublic, privateKey: vapidPrivate } : undefined,
    vapidSubject,
    trustProxy: ['1', 'true', 'yes'].includes((get('TRUST_PROXY') ?? '').toLowerCase()),
    requestLog: (get('REQUEST_LOG') ?? 'on') !== 'off',
    resultsFeeds,
    resultsFeedIntervalMinutes: Number(feedMinutes),
  };
}
