// E-mail preferences (docs/product.md, "E-mails"): the account page shows each optional e-mail and
// turns it off or on again; an e-mail's unsubscribe link (unsubscribe.ts) turns them all off.
import type { Deps } from '../../platform/deps';
import { MAIL_PREFERENCE_MESSAGES, OPTIONAL_MAIL_KINDS, type MailPreferencesChangeDto, type MailPreferencesDto, type OptionalMailKind } from '@shared/mail-preferences';
import { mailsOff, setMailsOff } from './unsubscribe';

export function createMailPreferences(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;

  async function get(userId: number): Promise<MailPreferencesDto> {
    const off = await mailsOff(db, userId);
    return { mails: OPTIONAL_MAIL_KINDS.map((kind) => ({ kind, on: !off.has(kind) })) };
  }

  return {
    get,
    /** One e-mail on or off; asking for what already is changes nothing. */
    async set(userId: number, kind: OptionalMailKind, on: boolean): Promise<MailPreferencesChangeDto> {
      await db.write((tx) => setMailsOff(tx, userId, [kind], !on, clock.now()));
      return { ...(await get(userId)), message: on ? MAIL_PREFERENCE_MESSAGES.turnedOn(kind) : MAIL_PREFERENCE_MESSAGES.turnedOff(kind) };
    },
  };
}

export type MailPreferences = ReturnType<typeof createMailPreferences>;
