// The optional e-mails a person can turn off and on again (docs/product.md, "E-mails"): each by
// its own switch on the account page; a lifecycle e-mail's unsubscribe link turns the lifecycle
// ones off at once, a news e-mail's link turns off news alone. More kinds join by a line here. The welcome e-mail carries the link too but goes once, at
// sign-up, before anyone could choose: it has no switch. E-mails about money or the account's
// safety (receipts, resets, password changes, renewal notices, failed payments) always go.
import { z } from './zod';

export const OPTIONAL_MAIL_KINDS = ['trial-ends', 'membership-ended', 'news'] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

/** What the link in a welcome, trial-ends or membership-ended e-mail turns off. */
export const LIFECYCLE_MAIL_KINDS = ['trial-ends', 'membership-ended'] as const satisfies readonly OptionalMailKind[];

export const isOptionalMailKind = (v: unknown): v is OptionalMailKind => typeof v === 'string' && (OPTIONAL_MAIL_KINDS as readonly string[]).includes(v);

/** What each is, as the account page names it. */
export const OPTIONAL_MAILS: Record<OptionalMailKind, { name: string; when: string }> = {
  'trial-ends': { name: 'Your free trial ends', when: 'A day before your free trial ends, with the plans.' },
  'membership-ended': { name: 'Your membership has ended', when: 'Within a day after your membership ends, with the plans.' },
  news: { name: 'News', when: 'Now and then: a new state, a holiday schedule, a change of price.' },
};

/** GET /api/account/mail-preferences: every optional e-mail, in this order, and whether it comes. */
export interface MailPreferencesDto {
  mails: { kind: OptionalMailKind; on: boolean }[];
}

/** PUT /api/account/mail-preferences answers the new state and a sentence. */
export interface MailPreferencesChangeDto extends MailPreferencesDto {
  message: string;
}

export const MAIL_PREFERENCE_MESSAGES = {
  kind: `kind must be one of ${OPTIONAL_MAIL_KINDS.join(', ')}.`,
  on: 'on must be true or false.',
  turnedOn: (kind: OptionalMailKind) => `You will get the “${OPTIONAL_MAILS[kind].name}” e-mail again.`,
  turnedOff: (kind: OptionalMailKind) => `You will no longer get the “${OPTIONAL_MAILS[kind].name}” e-mail.`,
} as const;

/** PUT /api/account/mail-preferences: one e-mail on or off. */
export const mailPreferenceSchema = z.object({
  kind: z.string({ error: MAIL_PREFERENCE_MESSAGES.kind }).refine(isOptionalMailKind, MAIL_PREFERENCE_MESSAGES.kind),
  on: z.boolean({ error: MAIL_PREFERENCE_MESSAGES.on }),
});
