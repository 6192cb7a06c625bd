// The HTTP server around the app: node:http, the shortcut for the hottest read, then Hono.
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { logRequest, type Services } from './app';
import type { Deps } from './deps';
import { currentReadShortcut, type Shortcut } from './features/predictions/current-read';

/** The shortcuts the production server answers before the framework. */
export function defaultShortcuts(deps: Deps, services: Services): Shortcut[] {
  return [currentReadShortcut(services.predictions, services.guards.identify, { production: deps.config.production })];
}

export function createNodeServer(deps: Deps, fetch: (req: Request) => Response | Promise<Response>, shortcuts: Shortcut[]): Server {
  const routed = getRequestListener(fetch, { hostname: deps.config.host });
  const log = deps.config.requestLog;
  return createServer((req, res) => {
    const started = log ? performance.now() : 0;
    for (const shortcut of shortcuts) {
      if (shortcut(req, res)) {
        if (log) logRequest(deps, req.method ?? 'GET', req.url ?? '', res.statusCode, started);
        return;
      }
    }
    void routed(req, res);
  });
}
