// The pages run under a CSP without eval or inline scripts (api/platform/http/security-headers.ts). Nothing
// they load may even try: a refused attempt is reported in the browser's Issues panel (Lighthouse
// best practices) and, worse, means a feature that silently does not run.
import type { Page } from '@playwright/test';
import { expect, makeUser, signIn, test } from './fixtures';

async function violationsOn(page: Page, paths: string[]): Promise<string[]> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).map((v) => `${path}: ${v}`));
  }
  return found;
}

test('no page breaks its own content security policy, for a visitor or a subscriber', async ({ page, request }) => {
  expect(await violationsOn(page, ['/', '/plans', '/register', '/results', '/track-record'])).toEqual([]);
  await signIn(page, await makeUser(request, 'subscriber'));
  expect(await violationsOn(page, ['/predictions', '/past-predictions', '/account'])).toEqual([]);
});
