import { describe, expect, it } from 'vitest';
import { isActivePath, matchPath, matchRoutes, resolveTo, searchString, type RouteNode } from './router-match';

describe('matchPath', () => {
  it('matches static paths regardless of case and a trailing slash', () => {
    expect(matchPath('/about', '/about')).toEqual({});
    expect(matchPath('/about', '/About/')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/about', '/about/team')).toBeNull();
    expect(matchPath('/admin/messages', '/admin')).toBeNull();
    expect(matchPath('/', '/about')).toBeNull();
  });

  it('hands :params to the page, decoded', () => {
    expect(matchPath('/reset-password/:token', '/reset-password/abc%2F123')).toEqual({ token: 'abc/123' });
    expect(matchPath('/checkout/simulated/:id', '/checkout/simulated/cs_1')).toEqual({ id: 'cs_1' });
    expect(matchPath('/reset-password/:token', '/reset-password')).toBeNull();
    expect(matchPath('/reset-password/:token', '/reset-password/a/b')).toBeNull();
  });

  it('keeps a malformed escape as typed instead of failing', () => {
    expect(matchPath('/reset-password/:token', '/reset-password/50%')).toEqual({ token: '50%' });
  });

  it('lets * take the rest of the path, or nothing', () => {
    expect(matchPath('/*', '/no/such/page')).toEqual({ '*': 'no/such/page' });
    expect(matchPath('/*', '/')).toEqual({ '*': '' });
    expect(matchPath('/docs/*', '/docs/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPath('/docs/*', '/other')).toBeNull();
  });
});

describe('matchRoutes', () => {
  const table: RouteNode<string>[] = [
    {
      path: '/',
      element: 'layout',
      children: [
        { index: true, element: 'home' },
        { path: 'login', element: 'login' },
        { path: 'reset-password/:token', element: 'reset' },
        { element: 'auth-guard', children: [{ path: 'predictions', element: 'predictions' }] },
        { element: 'admin-guard', children: [{ path: 'admin', element: 'admin' }, { path: 'admin/messages', element: 'messages' }] },
        { path: '*', element: 'not-found' },
      ],
    },
  ];

  it('returns the layouts and guards around the page, outermost first', () => {
    expect(matchRoutes(table, '/')).toEqual({ elements: ['layout', 'home'], params: {} });
    expect(matchRoutes(table, '/predictions')).toEqual({ elements: ['layout', 'auth-guard', 'predictions'], params: {} });
    expect(matchRoutes(table, '/admin/messages')?.elements).toEqual(['layout', 'admin-guard', 'messages']);
    expect(matchRoutes(table, '/reset-password/t0k')).toEqual({ elements: ['layout', 'reset'], params: { token: 't0k' } });
  });

  it('falls through to the catch-all for unknown paths', () => {
    expect(matchRoutes(table, '/nope')?.elements).toEqual(['layout', 'not-found']);
    expect(matchRoutes(table, '/login/extra')?.elements).toEqual(['layout', 'not-found']);
  });

  it('takes the first match in table order', () => {
    const routes: RouteNode<string>[] = [
      { path: '*', element: 'first' },
      { path: 'login', element: 'second' },
    ];
    expect(matchRoutes(routes, '/login')?.elements).toEqual(['first']);
    expect(matchRoutes([{ path: 'login', element: 'x' }], '/other')).toBeNull();
  });
});

describe('resolveTo', () => {
  const here = 'https://lotto.test/payment?plan=weekly#top';

  it('keeps same-site targets as paths, with query and hash', () => {
    expect(resolveTo('/#services', here)).toEqual({ path: '/#services', pathname: '/', external: false });
    expect(resolveTo('/payment?plan=monthly', here).path).toBe('/payment?plan=monthly');
    expect(resolveTo('https://lotto.test/about', here)).toEqual({ path: '/about', pathname: '/about', external: false });
  });

  it('resolves relative targets like an <a href>', () => {
    expect(resolveTo('?plan=daily', here).path).toBe('/payment?plan=daily');
    expect(resolveTo('#faq', here).path).toBe('/payment?plan=weekly#faq');
    expect(resolveTo('receipts', 'https://lotto.test/account/').path).toBe('/account/receipts');
  });

  it('flags other sites, so they get a real page load', () => {
    expect(resolveTo('https://checkout.stripe.com/c/pay', here)).toMatchObject({ path: 'https://checkout.stripe.com/c/pay', external: true });
  });
});

describe('isActivePath', () => {
  it('is active on the path and below it, unless end', () => {
    expect(isActivePath('/admin', '/admin')).toBe(true);
    expect(isActivePath('/admin', '/admin/messages')).toBe(true);
    expect(isActivePath('/admin', '/admin/messages', true)).toBe(false);
    expect(isActivePath('/admin', '/administrator')).toBe(false);
    expect(isActivePath('/admin', '/Admin/')).toBe(true);
  });

  it('treats "/" as home only', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/about')).toBe(false);
    expect(isActivePath('/', '/about', true)).toBe(false);
  });
});

describe('searchString', () => {
  it('builds a query string from any URLSearchParams input', () => {
    expect(searchString({ plan: 'weekly', userId: '7' })).toBe('?plan=weekly&userId=7');
    expect(searchString([['a', '1'], ['a', '2']])).toBe('?a=1&a=2');
    expect(searchString('?session_id=cs 1')).toBe('?session_id=cs+1');
    expect(searchString(new URLSearchParams())).toBe('');
    expect(searchString({})).toBe('');
  });
});
