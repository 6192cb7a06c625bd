import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/http-errors';
import { parseId } from '../../lib/ids';
import { jsonBody } from '../../lib/validate';
import { actorOf } from '../audit/audit.service';
import type { AuthEnv, AuthGuards } from '../auth/auth.middleware';
import { paymentHistory } from '../payments/payment-history';
import { extendedMessage, extendSchema, manualUserSchema, renameUserSchema, roleChangeSchema, USER_MESSAGES } from '@shared/users';
import { extendMembership } from './extend.service';
import { changeRole, createUser, deleteUser, findUserById, listUsers, parseSubscriptionEnd, renameUser, toUserDto } from './users.service';
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
      const user = await createUser(db, { ...input, subscriptionExpiresAt: expiresAt }, clock.now(), {
        source: clientAddress(c, deps.config.trustProxy),
        createdBy: actorOf(c.var.user),
      });
      return c.json({ success: true, message: USER_MESSAGES.created, newUser: toUserDto(user, clock.now()) }, 201);
    })
    .put('/users/:id', guards.admin, jsonBody(roleChangeSchema), (c) => {
      const { role, subscriptionExpiresAt } = c.req.valid('json');
      const user = changeRole(db, id(c.req.param('id')), role, subscriptionExpiresAt, deps.config.timeZone, clock.now(), actorOf(c.var.user));
      return c.json({ message: 'User role updated.', user: toUserDto(user, clock.now()) });
    })
    .patch('/users/:id', guards.admin, jsonBody(renameUserSchema), (c) => {
      const admin = c.var.user.row();
      const user = renameUser(db, id(c.req.param('id')), c.req.valid('json').username, admin, clock.now());
      return c.json({ message: USER_MESSAGES.renamed, user: toUserDto(user, clock.now()) });
    })
    .post('/users/:id/extend', guards.admin, jsonBody(extendSchema), (c) => {
      const { days } = c.req.valid('json');
      const user = extendMembership(db, id(c.req.param('id')), days, actorOf(c.var.user), clock.now());
      return c.json({ message: extendedMessage(days), user: toUserDto(user, clock.now()) });
    })
    .get('/users/:id/payments', guards.admin, (c) => {
      const userId = id(c.req.param('id'));
      if (!findUserById(db, userId)) throw notFound(USER_MESSAGES.notFound);
      return c.json(paymentHistory(db, userId));
    })
    .delete('/admin/users/:id', guards.admin, (c) => {
      deleteUser(db, id(c.req.param('id')), actorOf(c.var.user), clock.now());
      return c.json({ success: true, message: USER_MESSAGES.deleted });
    });
}
