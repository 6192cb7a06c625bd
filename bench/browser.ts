// The browser-side rows of `npm run bench`, measured in headless Chromium against a running
// server (the real API serving the built app): start-up JavaScript of the home page, and the
// combination calculator's speed and main-thread tasks. Each row is a ratio against a baseline
// measured in the same run.
import { chromium, type Browser } from '@playwright/test';
import { calculatorRows, type Session } from './calculator';
import type { BenchRow } from './report';
import { startupJsRow } from './startup-js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

async function api<T>(baseURL: string, method: string, url: string, body: unknown, token?: string): Promise<T> {
  const r = await fetch(`${baseURL}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** 'YYYY-MM-DD', `days` from now (a subscription end safely in the future). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Creates a subscriber through the admin API and signs it in. */
export async function createSubscriber(baseURL: string, adminToken: string, prefix = 'bench'): Promise<Session & { email: string; password: string }> {
  const tag = `${prefix}_${process.pid.toString(36)}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${tag}@bench.test`;
  const password = 'bench-password-1';
  await api(baseURL, 'POST', '/api/users/manual', { username: tag, email, password, role: 'subscriber', subscriptionEnd: dayFromNow(60) }, adminToken);
  const { token, user } = await api<Session>(baseURL, 'POST', '/api/auth/login', { email, password });
  return { token, user, email, password };
}

export async function browserBenchmarks(opts: { baseURL: string; adminToken: string; log?: (line: string) => void }): Promise<BenchRow[]> {
  const log = opts.log ?? ((line: string) => console.error(line));
  const session = await createSubscriber(opts.baseURL, opts.adminToken);
  const browser = await launchChromium();
  try {
    const startup = await startupJsRow(browser, opts.baseURL);
    if (!startup.row.pass) log(`Start-up JavaScript misses its target; what the pages load:\n${startup.details}`);
    const calculator = await calculatorRows(browser, opts.baseURL, session);
    return [startup.row, ...calculator];
  } finally {
    await browser.close();
  }
}
