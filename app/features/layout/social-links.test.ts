import { describe, expect, it } from 'vitest';
import { configuredSocialLinks } from './social-links';

describe('configuredSocialLinks', () => {
  it('keeps only the pages the operator set', () => {
    const links = [
      { name: 'Facebook', href: 'https://www.facebook.com/lottopredict' },
      { name: 'Instagram', href: '' },
      { name: 'X', href: 'https://x.com/' },
      { name: 'YouTube', href: 'javascript:alert(1)' },
    ] as const;
    expect(configuredSocialLinks(links).map((l) => l.name)).toEqual(['Facebook']);
  });

  it('shows none out of the box', () => {
    expect(configuredSocialLinks()).toEqual([]);
  });
});
