// One server process: the database, the services, the HTTP server, the job worker and the
// scheduler, and a graceful stop on SIGTERM/SIGINT (docs/runtime.md, "Stopping"): new connections
// are refused at once, open requests and running jobs get up to 10 s (an import that would run
// longer is cut short and rolled back), every answer from then on closes its connection, what is
// left stays queued for the next start, and the process exits 0.
import type { Server, ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { bootstrap } from './bootstrap';
import { shownUrl } from './platform/db/pg/migrate';
import type { Config } from './platform/config';
import { SECOND } from './platform/clock';
import { createServices } from './compose';

/** How long a stop waits for open requests and running jobs. */
export const DRAIN_MS = 10 * SECOND;
/**
 * Before the drain's end, work that would outlast it is cut short (services.cutShort()): the time
 * left lets it roll back and its answer go out within the 10 s.
 */
const CUT_BEFORE_END_MS = 1.5 * SECOND;
/**
 * How long a kept-alive connection with nothing in flight may still send a request once the stop
 * began. A client that sent one just then (its bytes on the way, or unread by a busy process) is
 * answered, with `Connection: close`, rather than reset; one that sends nothing is closed after it.
 */
const IDLE_GRACE_MS = 1 * SECOND;

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
  // The answers in progress, so a stop can make those not yet begun close their connections.
  const answering = new Set<ServerResponse>();
  let stopping = false;
  server.prependListener('request', (_req, res: ServerResponse) => {
    // Once stopping, every answer says `Connection: close` and its connection ends after it: a
    // client never sends another request on a connection about to be closed under it.
    if (stopping) res.shouldKeepAlive = false;
    else {
      answering.add(res);
      res.once('close', () => answering.delete(res));
    }
  });
  services.start();

  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    const deadline = Date.now() + DRAIN_MS;
    deps.log.info(`${signal}: finishing open requests and running jobs for up to ${DRAIN_MS / 1000} s, then stopping`);
    for (const res of answering) if (!res.headersSent) res.shouldKeepAlive = false;
    answering.clear();
    // The listener alone stops now: http's own close() would also end every idle kept-alive
    // connection at once, resetting a request already sent on one (IDLE_GRACE_MS). It calls back
    // once every connection has ended.
    const requestsDone = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    // After the turn's reading of sockets, so a request that arrived meanwhile is begun, not dropped.
    const closeIdle = () => setImmediate(() => server.closeIdleConnections());
    let sweep: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      closeIdle();
      // An answer begun before the stop (so kept alive) leaves its connection idle when it ends.
      sweep = setInterval(closeIdle, 50);
    }, IDLE_GRACE_MS);
    void requestsDone.then(() => (clearTimeout(grace), clearInterval(sweep)));
    const cut = setTimeout(() => services.cutShort(), DRAIN_MS - CUT_BEFORE_END_MS);
    cut.unref();
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
