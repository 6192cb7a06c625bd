// The e-mails about signing in (docs/product.md, "E-mails"): the reset link, and the notice that a
// password was changed, which goes after every change and every reset so that a person whose
// account someone else took over hears of it. Both name the product and always go (no
// unsubscribe): they are about the account's safety.
import type { Deps } from '../../platform/deps';
import { formatDateTime } from '../../platform/format';
import type { Mail } from '../../platform/mail/mailer';
import { CONTACT, PRODUCT_NAME } from '@shared/brand';

type Person = { username: string; email: string };

export function resetMail(deps: Pick<Deps, 'config'>, to: Person, token: string): Mail {
  return {
    to: to.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      `Hi ${to.username},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.`,
      'Open this link within 30 minutes to choose a new password:',
      '',
      `${deps.config.appUrl}/reset-password/${token}`,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** How the password was changed, in the notice's words. */
export type PasswordChangedBy = 'reset' | 'account';

export function passwordChangedMail(deps: Pick<Deps, 'config'>, to: Person, at: number, by: PasswordChangedBy): Mail {
  const how = by === 'reset' ? 'with a password reset link' : 'on your account page';
  return {
    to: to.email,
    subject: `Your ${PRODUCT_NAME} password was changed`,
    text: [
      `Hi ${to.username},`,
      '',
      `The password of your ${PRODUCT_NAME} account was changed ${how} on ${formatDateTime(at, deps.config.timeZone)}.`,
      'Every device that was signed in has been signed out; sign in again with the new password.',
      '',
      'If this was you, there is nothing more to do.',
      `If it was not, choose a new password now at ${deps.config.appUrl}/forgot-password and tell us at ${CONTACT.email}.`,
    ].join('\n'),
  };
}
