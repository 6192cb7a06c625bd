// The one-step unsubscribe of the optional e-mails (docs/product.md, "E-mails", RFC 8058). The link
// holds the user's id and a signature made with the server's key: it works without signing in,
// cannot be guessed for another person, and stays valid as long as the key does.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '#db/client';
import type { Deps } from '../../platform/deps';
import { mailOptOuts } from '#db/schema-mail';
import { notFound } from '../../platform/http/http-errors';
import { findUserById, idNotInWhere, lockUser } from '../users';
import { LIFECYCLE_MAIL_KINDS, isOptionalMailKind, type OptionalMailKind } from '@shared/mail-preferences';

const SIGNATURE_CHARS = 32;

/**
 * What a link unsubscribes from: the optional e-mails of "E-mails" by default; another list (the
 * e-mails about one's numbers) signs with its own name, so one list's link never stops another.
 */
const signature = (secret: string, userId: number, list: string) => createHmac('sha256', secret).update(`${list}:${userId}`).digest('base64url').slice(0, SIGNATURE_CHARS);

const OPTIONAL_MAILS = 'mail-unsubscribe';

export function unsubscribeToken(secret: string, userId: number, list = OPTIONAL_MAILS): string {
  return `${userId}.${signature(secret, userId, list)}`;
}

/** The user a token was made for; null for anything else. */
export function userOfUnsubscribeToken(secret: string, token: string, list = OPTIONAL_MAILS): number | null {
  const m = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  const expected = Buffer.from(signature(secret, userId, list));
  const given = Buffer.from(m[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export const unsubscribeUrl = (deps: Pick<Deps, 'config' | 'jwtSecret'>, userId: number) =>
  `${deps.config.appUrl}/api/mail/unsubscribe/${unsubscribeToken(deps.jwtSecret, userId)}`;

/** The optional e-mails the person turned off. */
export async function mailsOff(db: Queryable, userId: number): Promise<Set<OptionalMailKind>> {
  const rows = await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.userId, userId));
  return new Set(rows.map((r) => r.kind).filter(isOptionalMailKind));
}

/** The accounts that have `kind` on (did not turn it off), as a condition on accounts. */
export const mailOnWhere = (db: Queryable, kind: OptionalMailKind): SQL => idNotInWhere(db.select({ id: mailOptOuts.userId }).from(mailOptOuts).where(eq(mailOptOuts.kind, kind)));

/** Turns `kinds` off for the person, or on again; doing it twice changes nothing. */
export async function setMailsOff(tx: Tx, userId: number, kinds: readonly OptionalMailKind[], off: boolean, now: number): Promise<void> {
  if (kinds.length === 0) return;
  if (off)
    await tx
      .insert(mailOptOuts)
      .values(kinds.map((kind) => ({ userId, kind, createdAt: now })))
      .onConflictDoNothing();
  else await tx.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), inArray(mailOptOuts.kind, [...kinds])));
}

export const UNSUBSCRIBE_MESSAGES = {
  badLink: 'This unsubscribe link is not valid. Please use the link from your latest e-mail.',
} as const;

/** GET shows what the link would do and asks to confirm; POST (the page's button, or a mail client's one-click) does it. */
export function createUnsubscribe(deps: Pick<Deps, 'db' | 'clock' | 'jwtSecret'>) {
  const { db, clock } = deps;
  const userOf = async (token: string) => {
    const userId = userOfUnsubscribeToken(deps.jwtSecret, token);
    // A deleted account's link leads nowhere.
    if (userId === null || !(await findUserById(db, userId))) throw notFound(UNSUBSCRIBE_MESSAGES.badLink);
    return userId;
  };
  return {
    /** Whether the link's person has every lifecycle e-mail off already. */
    async status(token: string): Promise<{ unsubscribed: boolean }> {
      const off = await mailsOff(db, await userOf(token));
      return { unsubscribed: LIFECYCLE_MAIL_KINDS.every((k) => off.has(k)) };
    },
    /**
     * Turns every lifecycle e-mail off (each can be turned on again on the account page); doing it
     * again changes nothing. News has a link of its own (api/features/news).
     */
    async confirm(token: string): Promise<void> {
      const userId = await userOf(token);
      await db.write(async (tx) => {
        // Locked: an account deleted at the same moment is gone here, not a broken reference.
        if (!(await lockUser(tx, userId))) throw notFound(UNSUBSCRIBE_MESSAGES.badLink);
        await setMailsOff(tx, userId, LIFECYCLE_MAIL_KINDS, true, clock.now());
      });
    },
  };
}

export type Unsubscribe = ReturnType<typeof createUnsubscribe>;
