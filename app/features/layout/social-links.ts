import { SOCIAL_LINKS } from '@shared/brand';

type SocialLink = (typeof SOCIAL_LINKS)[number];

/**
 * The links the operator has set: an https address of a page, not a site's front page (a link to
 * the bare facebook.com tells a visitor nothing about the operator).
 */
export function configuredSocialLinks(links: readonly SocialLink[] = SOCIAL_LINKS): SocialLink[] {
  return links.filter((l) => {
    try {
      const url = new URL(l.href);
      return url.protocol === 'https:' && url.pathname.replace(/\/+$/, '') !== '';
    } catch {
      return false;
    }
  });
}
