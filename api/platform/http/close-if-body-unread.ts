import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';

/**
 * An answer given before the request's body was read (the body limit's 413, a guard's 401 or
 * 403 on a route that takes a body) says `Connection: close` (docs/security.md,
 * "Requests and logs"). The unread body is still on the socket: the server discards it and closes,
 * and a client told so opens a new connection for its next request instead of reusing one that is
 * about to go away.
 */
export const closeIfBodyUnread = createMiddleware<{ Bindings: Partial<HttpBindings> }>(async (c, next) => {
  await next();
  // Only the Node server has a socket to keep or close; in-process requests (tests) have none.
  const incoming = c.env?.incoming;
  if (!incoming || incoming.readableEnded) return;
  const hasBody = Number(incoming.headers['content-length'] ?? 0) > 0 || incoming.headers['transfer-encoding'] !== undefined;
  if (hasBody) c.header('Connection', 'close');
});
