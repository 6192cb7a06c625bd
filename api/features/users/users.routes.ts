import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { badRequest } from '../../lib/http-errors';
import { parseId } from '../../lib/ids';
import { jsonBody } from '../../lib/validate';
import type { AuthEnv, AuthGuards } from '../auth/auth.middleware';
import { manualUserSchema, renameUserSchema, roleChangeSchema, USER_MESSAGES } from '@shared/users';
import { changeRole, createUser, deleteUser, listUsers, parseSubscriptionEnd, renameUser, toUserDto } from './users.service';
import { clientAddress } from '../../lib/client-address';

/** Mounted at /api: the spec puts user deletion under /api/admin/users and the rest under /api/users. */
export function usersRoutes(deps: Deps, guards: AuthGuards) {
  const { db, clock } = deps;
  const id = (raw: string) => parseId(raw, USER_MESSAGES.notFound);

  return new Hono<AuthEnv>()
    .get('/users', guards.admin, (c) => {
      const now = clock.now();
      return c.json(listUsers(db).map((u) => toUserDto(u, now)));
    })
    .post('/users/manual', guards.admin, jsonBody(manualUserSchema), async (c) => {
      const input = c.req.valid('json');
      let expiresAt: number | null = null;
      if (input.role === 'subscriber') {
        if (!input.subscriptionEnd) throw badRequest(USER_MESSAGES.needEndDate, 'subscriptionEnd');
        expiresAt = parseSubscriptionEnd(input.subscriptionEnd, deps.config.timeZone);
        if (expiresAt <= clock.now()) throw badRequest(USER_MESSAGES.endInPast, 'subscriptionEnd');
      }
      const user = await createUser(db, { ...input, subscriptionExpiresAt: expiresAt }, clock.now(), clientAddress(c, deps.config.trustProxy));
      return c.json({ success: true, message: USER_MESSAGES.created, newUser: toUserDto(user, clock.now()) }, 201);
    })
    .put('/users/:id', guards.admin, jsonBody(roleChangeSchema), (c) => {
      const { role, subscriptionExpiresAt } = c.req.valid('json');
      const user = changeRole(db, id(c.req.param('id')), role, subscriptionExpiresAt, deps.config.timeZone, clock.now());
      return c.json({ message: 'User role updated.', user: toUserDto(user, clock.now()) });
    })
    .patch('/users/:id', guards.admin, jsonBody(renameUserSchema), (c) => {
      const admin = c.var.user.row();
      const user = renameUser(db, id(c.req.param('id')), c.req.valid('json').username, admin, clock.now());
      return c.json({ message: USER_MESSAGES.renamed, user: toUserDto(user, clock.now()) });
    })
    .delete('/admin/users/:id', guards.admin, (c) => {
      deleteUser(db, id(c.req.param('id')));
      return c.json({ success: true, message: USER_MESSAGES.deleted });
    });
}
