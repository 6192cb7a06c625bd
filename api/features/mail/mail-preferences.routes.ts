import { Hono } from 'hono';
import { jsonBody } from '../../platform/http/validate';
import type { AuthEnv, AuthGuards } from '../auth';
import type { MailPreferences } from './mail-preferences';
import { mailPreferenceSchema, type OptionalMailKind } from '@shared/mail-preferences';

/** Mounted at /api/account: the caller's own optional e-mails (docs/api.md, "The own account"). */
/** What the routes use: nothing else of the composition root reaches them. */
export type MailPreferencesRoutesDeps = { guards: AuthGuards; mailPreferences: MailPreferences };

export function mailPreferencesRoutes({ guards, mailPreferences }: MailPreferencesRoutesDeps) {
  return new Hono<AuthEnv>()
    .get('/mail-preferences', guards.signedIn, async (c) => c.json(await mailPreferences.get(c.var.user.id)))
    .put('/mail-preferences', guards.signedIn, jsonBody(mailPreferenceSchema), async (c) => {
      const { kind, on } = c.req.valid('json');
      return c.json(await mailPreferences.set(c.var.user.id, kind as OptionalMailKind, on));
    });
}
