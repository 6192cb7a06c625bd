// Realistic data for the benchmarks, made through the API where a user would make it, and
// straight into SQLite where only the volume matters (10,000 push subscribers).
import Database from 'better-sqlite3';

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
    await api(base, '/api/predictions', { sharedContent: `${timeOfDay} draws: Tennessee, Texas, Georgia, Ohio, Michigan, Florida, North Carolina.`, predictions: pairs(15, 1), alternatives: pairs(14, 2), timeOfDay }, adminToken);
  }
}

/** Three years of daily batches in the archive, each a realistic size. */
export async function seedArchive(base: string, adminToken: string, days = 3 * 365) {
  const dayOf = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  let next = 1;
  const worker = async () => {
    while (next <= days) {
      const n = next++;
      await api(base, '/api/predictions/manual', { sharedContent: `Archive day ${n}`, date: dayOf(n + 1), timeOfDay: 'Evening', predictions: pairs(15, n), alternatives: pairs(14, n + 1) }, adminToken);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** `subs` push subscriptions, one per active subscriber, written directly (volume only). */
export function seedPushSubscribers(dbFile: string, subs: { endpoint: string; keys: { p256dh: string; auth: string } }[]) {
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 10000');
  const now = Date.now();
  const addUser = db.prepare("insert into users (username, email, password_hash, role, subscription_expires_at, created_at) values (?, ?, 'not-a-hash', 'subscriber', ?, ?)");
  const addSub = db.prepare('insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at) values (?, ?, ?, ?, ?)');
  db.transaction(() => {
    subs.forEach((s, i) => {
      const id = addUser.run(`push_${i}`, `push_${i}@bench.test`, now + 30 * 86_400_000, now).lastInsertRowid;
      addSub.run(id, s.endpoint, s.keys.p256dh, s.keys.auth, now);
    });
  })();
  db.close();
}
