// Starts the server: settings, database, HTTP, and a graceful stop on SIGTERM/SIGINT.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, createServices } from './app';
import { HOUR, MINUTE } from './lib/clock';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { createResultsFeeds } from './features/results/results.feed';

try {
  process.loadEnvFile();
} catch {
  // No .env file: the environment alone decides.
}

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
  throw err;
}

const deps = await bootstrap(config);
const services = createServices(deps);
// WEB_DIST_DIR serves a build from elsewhere (the browser tests build into a folder of their own).
const app = createApp(deps, { services, distDir: process.env.WEB_DIST_DIR || undefined });

// The expiry reminder: checked every hour, sent at most once a day per user.
const remind = () =>
  services.notifications
    .sendExpiryReminders()
    .then((r) => r.users > 0 && deps.log.info(`expiry reminders: ${r.users} users, ${r.delivered} pushes delivered`))
    .catch((err) => deps.log.error('expiry reminders failed', err));
const reminders = setInterval(remind, HOUR);
// The push workers load at start-up, not in the first publish's fan-out.
services.pushSender.warm();
setTimeout(remind, 10_000).unref();

// The results feeds (RESULTS_FEEDS), if any: fetched and imported every few minutes.
const feeds = createResultsFeeds(deps, services.results, { urls: config.resultsFeeds, intervalMs: config.resultsFeedIntervalMinutes * MINUTE });
feeds.start();

// Nothing answers before the app: every request goes through its middleware chain.
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, ({ address, port }: AddressInfo) => {
  deps.log.info(`listening on http://${address}:${port} (public URL ${config.appUrl}, data in ${config.dataDir})`);
}) as Server;
// Longer than common proxies' idle time-out, so a proxy never reuses a socket we just closed.
server.keepAliveTimeout = 65_000;

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.log.info(`${signal}: finishing open requests, then stopping`);
  // Requests already in flight finish; idle keep-alive sockets are closed so close() returns.
  clearInterval(reminders);
  feeds.stop();
  server.close(() => {
    services.pushSender.close();
    deps.db.$client.close();
    deps.log.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    deps.log.error('open requests did not finish within 10 s; stopping anyway');
    deps.db.$client.close();
    process.exit(1);
  }, 10_000).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
