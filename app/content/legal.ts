// The operator's Terms, Privacy and Refund policies: the one file to replace with the operator's
// own text (have a lawyer read it). The seller's name, address and e-mail come from
// shared/brand.ts, so they change there once for the policies, the receipts and the footer.
// Each document is headings and paragraphs: plain text, no markup, so the pages stay safe to
// render whatever is pasted in.
import { CONTACT, LEGAL_NAME, PRODUCT_NAME } from '@shared/brand';
import { HOW_TO_CANCEL } from '@shared/membership';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** When the text last changed, as shown under the title. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export type LegalDocumentId = 'terms' | 'privacy' | 'refund';

const SELLER = `${LEGAL_NAME}, ${CONTACT.address.join(', ')}`;
const REACH_US = `Write to ${CONTACT.email} or to ${SELLER}.`;

export const LEGAL_DOCUMENTS: Record<LegalDocumentId, LegalDocument> = {
  terms: {
    title: 'Terms of Service',
    updated: 'November 28, 2026',
    intro: `These terms govern your use of ${PRODUCT_NAME}, a service of ${SELLER}. By creating an account or buying a plan you accept them.`,
    sections: [
      {
        heading: 'Who may use the service',
        paragraphs: [
          'You must be 18 or older, and old enough to play the lottery where you live. We may close an account that does not meet this rule.',
          `${PRODUCT_NAME} is not affiliated with, endorsed by or connected to any state lottery. We do not sell lottery tickets or take bets.`,
        ],
      },
      {
        heading: 'What you buy',
        paragraphs: [
          'A plan gives access to our published number predictions for the period it covers. Predictions are opinions based on past draws; every draw is random and no prediction makes a win more likely or certain.',
          // `{days}`: the free trial's length (TRIAL_DAYS), filled in by the page (app/lib/trial.ts).
          'The free {days}-day membership can be claimed once per person.',
          'A purchase made while a membership runs adds its days to the end of the current one.',
        ],
      },
      {
        heading: 'Memberships that renew automatically',
        paragraphs: [
          `Day passes are paid once and never renew. The plans the plans page says may renew can also be bought as a membership that renews automatically: you choose it at checkout, where the price, the period and the renewal are stated before you pay and you tick a box to agree.`,
          'A renewing membership is charged at the start of each new period, at the price it was bought at (a later change of the plan’s price does not change it), to the card you paid with, until you cancel. Bought while a membership runs, it starts when the time you have already paid for ends, and its first charge is then. We e-mail a receipt for every charge, and for monthly memberships a reminder 3 days before each renewal.',
          `${HOW_TO_CANCEL} Cancelling stops the next renewal; your membership runs to the end of the period already paid, and nothing more is charged. You can turn renewal back on before that end. We e-mail you when renewal stops or starts again.`,
          'If a renewal payment fails, we e-mail you and your membership runs to the end of the time paid for; you can update your card on your account page.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself; you are responsible for what is done with your account. You can take a break, set a monthly spending limit or delete your account at any time from the account page.',
          'Do not copy, resell or republish the predictions, and do not try to reach parts of the service you have not paid for.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: ['The service is provided as is. We are not liable for money spent on lottery tickets or for losses of any kind that follow from using the predictions.'],
      },
      { heading: 'Contact', paragraphs: [REACH_US] },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'June 1, 2026',
    intro: `${SELLER} runs ${PRODUCT_NAME} and is responsible for the personal data it keeps. This policy says what we keep, why, and for how long.`,
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your username, e-mail address and a one-way hash of your password; your memberships, payments and receipts; your responsible-play settings; and, if you turn notifications on, the address your browser gives us to deliver them.',
          'Card details are handled by our payment provider (Stripe) and never reach us.',
        ],
      },
      {
        heading: 'Why',
        paragraphs: [
          'To run your account, deliver what you bought, send receipts, password-reset links and the notifications you asked for, keep our books as the law requires, and protect the service from abuse.',
        ],
      },
      {
        heading: 'How long',
        paragraphs: [
          'Your account data is kept until you delete your account. Deleting it removes it at once; the payments and receipts stay for our books, without your username or e-mail address.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [`You may ask for a copy of your data, its correction or its deletion. ${REACH_US}`],
      },
    ],
  },
  refund: {
    title: 'Refund Policy',
    updated: 'November 28, 2026',
    intro: `This policy covers every plan bought from ${SELLER}.`,
    sections: [
      {
        heading: 'When you can get your money back',
        paragraphs: [
          'Access starts the moment a payment goes through. If you were charged twice, charged for a plan you did not choose, or could not read the predictions you paid for because of a fault on our side, we refund the payment in full.',
          'Ask within 14 days of the payment, with the receipt ID shown on your receipt.',
          'This holds for each renewal of a membership that renews automatically too: a renewal is a payment like any other, charged at the start of its period. If you forgot to cancel and have not used the renewed period, ask within 14 days of that renewal.',
        ],
      },
      {
        heading: 'Cancelling a renewing membership',
        paragraphs: [`${HOW_TO_CANCEL} Cancelling stops future charges; it does not refund the period already paid for, which you keep until its end.`],
      },
      {
        heading: 'When we do not refund',
        paragraphs: [
          'Predictions are not a promise of a win, so a draw that did not match is no reason for a refund. Time left on a membership is not refunded when you take a break or delete your account.',
        ],
      },
      { heading: 'How to ask', paragraphs: [`${REACH_US} Refunds go back to the card that paid, within 5 to 10 business days.`] },
    ],
  },
};
