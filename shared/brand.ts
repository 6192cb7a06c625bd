// Who the product says it is, in one place: its name and the operator's details, as the pages,
// e-mails and receipts show them. Replace the details with the operator's own.

/** The product's name, as e-mails, receipts and the web app show it. */
export const PRODUCT_NAME = 'Lotto Predict';
export const PRODUCT_TAGLINE = 'VIP 3 & 4 digit lottery predictions';

/** The operator's legal name: the seller on every receipt. */
export const LEGAL_NAME = 'Lotto Predict LLC';

export const CONTACT = {
  email: 'support@lottopredict.com',
  phones: ['+1 (470) 555-0148', '+1 (615) 555-0192'],
  address: ['1200 Peachtree Street NE, Suite 400', 'Atlanta, GA 30309, United States'],
} as const;

/**
 * The operator's own pages, e.g. 'https://www.facebook.com/yourpage'. A link left empty (or only
 * a site's front page) is not shown.
 */
export const SOCIAL_LINKS: readonly { name: 'Facebook' | 'Instagram' | 'X' | 'YouTube'; href: string }[] = [
  { name: 'Facebook', href: '' },
  { name: 'Instagram', href: '' },
  { name: 'X', href: '' },
  { name: 'YouTube', href: '' },
];

// Claims about the business (members, a rating, years, support hours, a founder) are not set here:
// the operator sets them in the console (shared/claims.ts), and until then no page makes them.
