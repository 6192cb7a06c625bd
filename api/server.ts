// One server process: the database, the services, the HTTP server, the job worker and the
// scheduler, and a graceful stop on SIGTERM/SIGINT (docs/runtime.md, "Stopping"): new connections
// are refused at once, open requests and running jobs get up to 10 s, what is left stays queued for
// the next start, and the process exits 0.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { bootstrap } from './bootstrap';
import { shownUrl } from './platform/db/pg/migrate';
import type { Config } from './platform/config';
import { SECOND } from './platform/clock';
import { createServices } from './compose';

/** How long a stop waits for open requests and running jobs. */
export const DRAIN_MS = 10 * SECOND;

export async function runServer(config: Config): Promise<void> {
  const deps = await bootstrap(config);
  const services = createServices(deps);
  // WEB_DIST_DIR serves a build from elsewhere (the browser tests build into a folder of their own).
  const app = createApp(services, { distDir: process.env.WEB_DIST_DIR || undefined });

  // Nothing answers before the app: every request goes through its middleware chain.
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, ({ address, port }: AddressInfo) => {
    deps.log.info(`listening on http://${address}:${port} (public URL ${config.appUrl}, data in ${config.databaseUrl ? shownUrl(config.databaseUrl) : config.dataDir})`);
  }) as Server;
  // Longer than common proxies' idle time-out, so a proxy never reuses a socket we just closed.
  server.keepAliveTimeout = 65_000;
  services.start();

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    const deadline = Date.now() + DRAIN_MS;
    deps.log.info(`${signal}: finishing open requests and running jobs for up to ${DRAIN_MS / 1000} s, then stopping`);
    const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive sockets are closed as soon as they are idle, now and once their open request is
    // answered, so close() returns then rather than at a client's leisure.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    void requestsDone.then(() => clearInterval(sweep));
    const late = setTimeout(() => {
      deps.log.error(`open requests did not finish within ${DRAIN_MS / 1000} s; stopping anyway`);
      server.closeAllConnections();
    }, DRAIN_MS);
    late.unref();
    // Whatever still hangs then (a database lock held elsewhere) does not keep the process alive.
    setTimeout(() => {
      deps.log.error('the stop did not complete; exiting');
      deps.log.flush();
      process.exit(0);
    }, DRAIN_MS + 5_000).unref();
    await Promise.all([requestsDone, services.stop(deadline)]);
    clearTimeout(late);
    await deps.db.close();
    deps.log.info('stopped');
    deps.log.flush();
    process.exit(0);
  }
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
