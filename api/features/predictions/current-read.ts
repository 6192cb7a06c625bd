// GET /api/predictions is what every subscriber opens within minutes of a publish. Its plain case
// (a signed-in reader, no query) is answered here, before the framework: the same bytes and
// headers as the route in predictions.routes.ts, from the same cached serialisation, with the
// same per-request decision on who may read it (token and database, through `identify`). It is
// half the work of the routed answer (npm run bench, "Hot read").
// Everything else falls through to the route, which gives the errors and their messages.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { preparedJsonHeaders } from '../../lib/prepared-response';
import { READER_ROLES, type AuthedUser, type Identify } from '../auth/auth.middleware';
import type { PredictionsService } from './predictions.service';

/** Answers the request and returns true, or returns false and leaves it untouched. */
export type Shortcut = (req: IncomingMessage, res: ServerResponse) => boolean;

export const CURRENT_PATH = '/api/predictions';

export function currentReadShortcut(predictions: PredictionsService, identify: Identify, opts: { production: boolean }): Shortcut {
  const headersFor = preparedJsonHeaders(opts.production);
  return (req, res) => {
    if (req.method !== 'GET' || req.url !== CURRENT_PATH) return false;
    let user: AuthedUser;
    try {
      user = identify(req.headers.authorization);
    } catch {
      return false;
    }
    if (!READER_ROLES.includes(user.role)) return false;
    const body = predictions.currentJson();
    res.writeHead(200, headersFor(body));
    res.end(body);
    return true;
  };
}
