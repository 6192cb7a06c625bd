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
  hours: '24/7 live support',
} as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'X', href: 'https://x.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

export const FOUNDER = {
  name: 'Marcus D. Whitfield',
  title: 'Founder & Chief Analyst',
} as const;
