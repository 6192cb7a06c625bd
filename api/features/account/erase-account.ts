// What deleting an account takes with it (docs/product.md, "Deleting an account"; docs/security.md,
// "What deleting an account erases"), in the deletion's transaction: each feature's erase part
// (api/platform/erase.ts: the names and addresses its tables keep, the e-mails and pushes it
// promised that name the person), then the row, and by cascade what references it (sessions, push
// subscriptions, reset links, open checkouts, saved numbers). Where it had taken the free trial, a
// keyed hash of the address stays so a new account with it cannot take the trial again. SQLite then
// wipes the freed pages (secure_delete) and empties its write-ahead log (db.scrub(),
// api/platform/db/types.ts), so nothing of the person stays readable in the database files.
import type { Tx } from '#db/client';
import { trialClaims } from '#db/schema-shared';
import type { ErasePart } from '../../platform/erase';
import { accountRowErase, trialClaimKey, type UserRow } from '../users';

/** Deletes `user` with every part's share of them, in `tx`. */
export type EraseAccount = (tx: Tx, user: UserRow) => Promise<void>;

export interface AccountEraser {
  /** Every part deleting an account runs, the account's own row last. */
  readonly parts: readonly ErasePart[];
  readonly run: EraseAccount;
}

/** Deleting an account with the features' `parts` (in the order the features were built). */
export function accountEraser(parts: readonly ErasePart[], secret: string): AccountEraser {
  // The row itself (the users feature's part), after every part has read what it needs of it.
  const all = [...parts, accountRowErase];
  return {
    parts: all,
    async run(tx, user) {
      if (user.trialUsedAt != null) {
        await tx
          .insert(trialClaims)
          .values({ emailHash: trialClaimKey(secret, user.email), claimedAt: user.trialUsedAt })
          .onConflictDoNothing();
      }
      for (const part of all) await part.run(tx, user);
    },
  };
}
