// Which kinds of cached data another process has changed, on PostgreSQL (docs/architecture.md,
// "Caches"), with no row that every change writes. A write that changes a kind calls
// lotto_cache_changed(kind) (the access triggers do it for every change of a role, an end, a
// token version, a deleted user or session; tx.changed() for the rest), which NOTIFYs
// `lotto_cache` when the transaction commits. Each process LISTENs on a connection of its own.
//
// A notification is lost only with the connection that listens. One that closes is seen at once;
// one that goes silent (a network gone without a word) is caught by a heartbeat: a `select 1` on
// that connection every HEARTBEAT_MS. A notification sent before a heartbeat reaches the listener
// before that heartbeat's answer (the server delivers notifications before it reads the next
// query), so an answered heartbeat proves every commit before it was sent has been heard. A look
// trusts the caches only while the newest answered heartbeat was sent within DEAF_AFTER_MS;
// otherwise (closed, silent, or this process too busy to send one) every kind counts as changed,
// and nothing is served from a cache that may have missed a change. A kept answer is so never
// more than DEAF_AFTER_MS behind another process's commit, inside the 100 ms in which a change
// of access reaches every process (docs/security.md), however late the timers run. A reconnect
// drops every kind once.
import pg from 'pg';
import { CACHE_KINDS, type CacheKind } from '../types';

export const CACHE_CHANNEL = 'lotto_cache';
const HEARTBEAT_MS = 20;
const DEAF_AFTER_MS = 60;
/** A listener silent this long is given up and replaced. */
const GIVE_UP_MS = 5000;
const RECONNECT_MS = 1000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'lotto-cache-listener';

export function createFreshness(url: string) {
  const generations = new Map<CacheKind, number>(CACHE_KINDS.map((k) => [k, 0]));
  const move = (kinds: Iterable<CacheKind>) => {
    for (const k of kinds) generations.set(k, generations.get(k)! + 1);
  };

  let closed = false;
  let listener: pg.Client | null = null;
  /** Ends the listener in use and starts another. */
  let replace = () => {};
  /** When the heartbeat waiting for its answer was sent; null when none waits. */
  let waitingSince: number | null = null;
  /** When the newest answered heartbeat (or the LISTEN) was sent: every commit before it is heard. */
  let heardAsOf = 0;

  async function listen(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen(), RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => move(CACHE_KINDS.includes(n.payload as CacheKind) ? [n.payload as CacheKind] : CACHE_KINDS));
    try {
      await client.connect();
      const sent = Date.now();
      await client.query(`listen ${CACHE_CHANNEL}`);
      heardAsOf = sent;
      listener = client;
      replace = lost;
      waitingSince = null;
      // What changed while no one listened.
      move(CACHE_KINDS);
    } catch {
      lost();
    }
  }

  const heartbeat = setInterval(() => {
    const client = listener;
    if (!client) return;
    if (waitingSince !== null) {
      if (Date.now() - waitingSince > GIVE_UP_MS) replace();
      return;
    }
    const sent = Date.now();
    waitingSince = sent;
    client.query('select 1').then(
      () => {
        if (listener !== client) return;
        waitingSince = null;
        heardAsOf = sent;
      },
      () => undefined,
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const hears = () => listener !== null && Date.now() - heardAsOf < DEAF_AFTER_MS;

  return {
    start: listen,
    /** The kind's generation; while the listener may have missed something, a new one at every look. */
    generation(kind: CacheKind): number {
      if (!hears()) move(CACHE_KINDS);
      return generations.get(kind)!;
    },
    /** This process's own commit changed these kinds. */
    move,
    async close() {
      closed = true;
      clearInterval(heartbeat);
      await listener?.end().catch(() => undefined);
    },
  };
}
