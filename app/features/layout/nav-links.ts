export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** The top navigation (docs/app.md, "Layout and navigation"); Login and ADMIN are added by role. */
export const NAV_LINKS: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/predictions', label: 'Predictions' },
  // The official draws (docs/product.md, "Official results"), public.
  { to: '/results', label: 'Results' },
  { to: '/combinations', label: 'Combinations' },
  { to: '/explore-plans', label: 'Explore Plans' },
  { to: '/about', label: 'How It Works' },
  { to: '/contact', label: 'Contact' },
];

// The console's overview is the admin's first page; /admin stays the sharing form.
export const ADMIN_LINK: NavItem = { to: '/admin/overview', label: 'ADMIN' };

/** A navigation link's classes: the page open now is marked. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' is-active' : ''}`;
