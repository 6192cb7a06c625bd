// Subscribers seeded straight into the tables for the fan-out tests (a kill -9 mid fan-out or mid
// news send, two servers sending one publish), with a browser each or an address alone: a member
// for a month, so that no expiry reminder (due in a membership's last three days) goes to them too.
import type { Tx } from '#db/client';
import { pushSubscriptions } from '#db/schema-push';
import { users } from '#db/schema-users';

const MONTH_MS = 30 * 86_400_000;

/** One subscriber per subscription (`<prefix>_<i>`), each with that browser subscribed to pushes. */
export async function insertPushMembers(tx: Tx, subs: readonly { endpoint: string; keys: { p256dh: string; auth: string } }[], prefix: string): Promise<void> {
  const now = Date.now();
  const made = await tx
    .insert(users)
    .values(
      subs.map((_, i) => ({
        username: `${prefix}_${i}`,
        email: `${prefix}_${i}@example.com`,
        passwordHash: 'x',
        role: 'subscriber' as const,
        subscriptionExpiresAt: now + MONTH_MS,
        createdAt: now,
      })),
    )
    .returning({ id: users.id });
  await tx.insert(pushSubscriptions).values(subs.map((s, i) => ({ userId: made[i].id, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, createdAt: now })));
}

/** Subscribers for a month with these addresses (`<prefix>_<i>`), no browser: the e-mail tests' members. */
export async function insertMailMembers(tx: Tx, emails: readonly string[], prefix: string): Promise<void> {
  const now = Date.now();
  await tx
    .insert(users)
    .values(
      emails.map((email, i) => ({ username: `${prefix}_${i}`, email, passwordHash: 'x', role: 'subscriber' as const, subscriptionExpiresAt: now + MONTH_MS, createdAt: now })),
    );
}
