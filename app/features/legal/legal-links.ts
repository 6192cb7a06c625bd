import type { LegalDocumentId } from '../../content/legal';

/** Where each policy lives; the footer, checkout and the router's pages all read this one list. */
export const LEGAL_LINKS: { id: LegalDocumentId; to: string; label: string }[] = [
  { id: 'terms', to: '/terms', label: 'Terms' },
  { id: 'privacy', to: '/privacy', label: 'Privacy' },
  { id: 'refund', to: '/refund-policy', label: 'Refund Policy' },
];

export const RESPONSIBLE_PLAY_PATH = '/responsible-play';

/** The policy shown at `pathname`, if any. */
export function legalDocumentAt(pathname: string): LegalDocumentId | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return LEGAL_LINKS.find((l) => l.to === path)?.id;
}
