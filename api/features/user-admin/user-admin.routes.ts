import { Hono } from 'hono';
import { clientAddress } from '../../platform/http/client-address';
import { notFound } from '../../platform/http/http-errors';
import { parseId } from '../../platform/http/ids';
import { jsonBody } from '../../platform/http/validate';
import { actorOf } from '../../platform/audit/audit';
import type { AuthEnv } from '../auth';
import type { Config } from '../../platform/config';
import type { Clock } from '../../platform/clock';
import type { AuthGuards } from '../auth';
import type { UserAdminService } from './user-admin.service';
import { extendedMessage, extendSchema, manualUserSchema, renameUserSchema, roleChangeSchema, USER_MESSAGES } from '@shared/users';
import { toUserDto } from '../users';

/** What the routes use: nothing else of the composition root reaches them. */
export type UserAdminRoutesDeps = { config: Pick<Config, 'trustProxy'>; clock: Clock; guards: AuthGuards; users: UserAdminService };

/** Mounted at /api: the spec puts user deletion under /api/admin/users and the rest under /api/users. */
export function userAdminRoutes({ config, clock, guards, users }: UserAdminRoutesDeps) {
  const id = (raw: string) => parseId(raw, USER_MESSAGES.notFound);

  return new Hono<AuthEnv>()
    .get('/users', guards.admin, async (c) => {
      const now = clock.now();
      return c.json((await users.list()).map((u) => toUserDto(u, now)));
    })
    .post('/users/manual', guards.admin, jsonBody(manualUserSchema), async (c) => {
      const user = await users.createByAdmin(c.req.valid('json'), {
        source: clientAddress(c, config.trustProxy),
        createdBy: await actorOf(c.var.user),
      });
      return c.json({ success: true, message: USER_MESSAGES.created, newUser: toUserDto(user, clock.now()) }, 201);
    })
    .put('/users/:id', guards.admin, jsonBody(roleChangeSchema), async (c) => {
      const { role, subscriptionExpiresAt } = c.req.valid('json');
      const user = await users.changeRole(id(c.req.param('id')), role, subscriptionExpiresAt, await actorOf(c.var.user));
      return c.json({ message: 'User role updated.', user: toUserDto(user, clock.now()) });
    })
    .patch('/users/:id', guards.admin, jsonBody(renameUserSchema), async (c) => {
      const user = await users.rename(id(c.req.param('id')), c.req.valid('json').username, await actorOf(c.var.user));
      return c.json({ message: USER_MESSAGES.renamed, user: toUserDto(user, clock.now()) });
    })
    .post('/users/:id/extend', guards.admin, jsonBody(extendSchema), async (c) => {
      const { days } = c.req.valid('json');
      const user = await users.extend(id(c.req.param('id')), days, await actorOf(c.var.user));
      return c.json({ message: extendedMessage(days), user: toUserDto(user, clock.now()) });
    })
    .get('/users/:id/payments', guards.admin, async (c) => {
      const userId = id(c.req.param('id'));
      if (!(await users.byId(userId))) throw notFound(USER_MESSAGES.notFound);
      return c.json(await users.payments(userId));
    })
    .delete('/admin/users/:id', guards.admin, async (c) => {
      await users.remove(id(c.req.param('id')), await actorOf(c.var.user));
      return c.json({ success: true, message: USER_MESSAGES.deleted });
    });
}
