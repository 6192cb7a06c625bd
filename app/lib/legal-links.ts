import type { LegalDocumentId } from '../content/legal';

/** Where each policy lives; the footer, checkout and the router's pages all read these. */
export const LEGAL_PATHS: Record<LegalDocumentId, string> = { terms: '/terms', privacy: '/privacy', refund: '/refund-policy' };

export const LEGAL_LINKS: { id: LegalDocumentId; to: string; label: string }[] = [
  { id: 'terms', to: LEGAL_PATHS.terms, label: 'Terms' },
  { id: 'privacy', to: LEGAL_PATHS.privacy, label: 'Privacy' },
  { id: 'refund', to: LEGAL_PATHS.refund, label: 'Refund Policy' },
];

export const RESPONSIBLE_PLAY_PATH = '/responsible-play';

/** The policy shown at `pathname`, if any. */
export function legalDocumentAt(pathname: string): LegalDocumentId | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return LEGAL_LINKS.find((l) => l.to === path)?.id;
}
