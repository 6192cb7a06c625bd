// What a request's access decision needs of a user (role, subscription end, token version),
// read from the users table and remembered until the database changes.
//
// Measured on the hot read (npm run bench): one prepared lookup by primary key per request cost
// about a third of the answer's throughput under load, since every lookup is a read transaction
// with its WAL locks. What is remembered is dropped whenever anything may have changed it:
// - a write through this server's connection: `total_changes()` moves with every row this
//   connection inserts, updates or deletes (a statement without a table, so no transaction), and
//   it is read on every call, so a role change, payment, password change or deletion counts on
//   the very next request;
// - a commit by another process (the admin CLI promoting someone): `PRAGMA data_version` moves
//   with it. It costs a read transaction, so it is read once per turn of the event loop: such a
//   change counts from the next turn on, a fraction of a millisecond after its commit.
import type Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { UserRow } from '../users/users.service';

export type Access = readonly [role: UserRow['role'], subscriptionExpiresAt: number | null, tokenVersion: number];

/** How many users' access a server remembers at once; the rest are read again when they call. */
export const ACCESS_KEPT = 50_000;

export function accessReader(sqlite: Database.Database, kept = ACCESS_KEPT): (id: number) => Access | undefined {
  const byId = sqlite.prepare<[number], Access>('select role, subscription_expires_at, token_version from users where id = ?').raw();
  const changesHere = sqlite.prepare<[], number>('select total_changes()').pluck();
  const versionElsewhere = sqlite.prepare<[], number>('pragma data_version').pluck();
  const known = new LRUCache<number, Access>({ max: kept });
  let seen: [here: number, elsewhere: number] = [-1, -1];
  let elsewhere = -1;
  let checkedThisTurn = false;

  return (id) => {
    if (!checkedThisTurn) {
      checkedThisTurn = true;
      setImmediate(() => (checkedThisTurn = false));
      elsewhere = versionElsewhere.get()!;
    }
    const here = changesHere.get()!;
    if (here !== seen[0] || elsewhere !== seen[1]) {
      known.clear();
      seen = [here, elsewhere];
    }
    let access = known.get(id);
    if (!access) {
      access = byId.get(id);
      if (access) known.set(id, access);
    }
    return access;
  };
}
