import { Hono } from 'hono';
import { jsonBody } from '../../lib/validate';
import type { AuthEnv } from '../auth/auth.middleware';
import type { Services } from '../../services';
import { mailPreferenceSchema, type OptionalMailKind } from '@shared/mail-preferences';

/** Mounted at /api/account: the caller's own optional e-mails (docs/api.md, "The own account"). */
export function mailPreferencesRoutes({ guards, mailPreferences }: Services) {
  return new Hono<AuthEnv>()
    .get('/mail-preferences', guards.signedIn, async (c) => c.json(await mailPreferences.get(c.var.user.id)))
    .put('/mail-preferences', guards.signedIn, jsonBody(mailPreferenceSchema), async (c) => {
      const { kind, on } = c.req.valid('json');
      return c.json(await mailPreferences.set(c.var.user.id, kind as OptionalMailKind, on));
    });
}
