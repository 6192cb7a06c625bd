// Realistic data for the benchmarks, made through the API where a user would make it, and
// straight into the database where only the volume matters (10,000 push subscribers).
import { openDatabase } from '../api/platform/db/open';
import { pushSubscriptions, users } from '#db/schema';

const json = (token?: string) => ({ 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) });

export async function api<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const r = await fetch(base + path, { method: 'POST', headers: json(token), body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

const pairs = (n: number, salt: number) =>
  Array.from({ length: n }, (_, i) => ({ number1: String((salt * 7 + i * 13) % 1000).padStart(3, '0'), number2: String((salt * 31 + i * 97) % 10000).padStart(4, '0') }));

/** "A realistic day": two batches of 15 predictions and 14 alternatives. */
export async function seedToday(base: string, adminToken: string) {
  for (const timeOfDay of ['Morning', 'Evening']) {
    await api(
      base,
      '/api/predictions',
      {
        sharedContent: `${timeOfDay} draws: Tennessee, Texas, Georgia, Ohio, Michigan, Florida, North Carolina.`,
        predictions: pairs(15, 1),
        alternatives: pairs(14, 2),
        timeOfDay,
      },
      adminToken,
    );
  }
}

/** Three years of daily batches in the archive, each a realistic size. */
export async function seedArchive(base: string, adminToken: string, days = 3 * 365) {
  const dayOf = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  let next = 1;
  const worker = async () => {
    while (next <= days) {
      const n = next++;
      await api(
        base,
        '/api/predictions/manual',
        { sharedContent: `Archive day ${n}`, date: dayOf(n + 1), timeOfDay: 'Evening', predictions: pairs(15, n), alternatives: pairs(14, n + 1) },
        adminToken,
      );
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** `subs` push subscriptions, one per active subscriber, written directly (volume only) into the database at `target`. */
export async function seedPushSubscribers(target: string, subs: { endpoint: string; keys: { p256dh: string; auth: string } }[]) {
  const db = await openDatabase(target);
  const now = Date.now();
  try {
    await db.write(async (tx) => {
      // A thousand rows a statement: within either database's limit on parameters.
      for (let start = 0; start < subs.length; start += 1000) {
        const chunk = subs.slice(start, start + 1000);
        const made = await tx
          .insert(users)
          .values(
            chunk.map((_, i) => ({
              username: `push_${start + i}`,
              email: `push_${start + i}@bench.test`,
              passwordHash: 'not-a-hash',
              role: 'subscriber' as const,
              subscriptionExpiresAt: now + 30 * 86_400_000,
              createdAt: now,
            })),
          )
          .returning({ id: users.id });
        await tx.insert(pushSubscriptions).values(chunk.map((s, i) => ({ userId: made[i].id, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, createdAt: now })));
      }
    });
  } finally {
    await db.close();
  }
}
