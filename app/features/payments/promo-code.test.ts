// What the payment page's loader reads (docs/app.md, "Payment and checkout"): a link's code asked
// about for the plan shown, and what would stop the purchase; neither ever fails the page. Only
// the browser's storage and its network are stood in for.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, String(v));
  removeItem = (k: string) => void this.items.delete(k);
  clear = () => this.items.clear();
}
vi.stubGlobal('localStorage', new MemoryStorage());
vi.stubGlobal('window', new EventTarget());
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const { quoteCode } = await import('./promo-code');
const { readPurchaseLimits } = await import('../../lib/purchase-limits');

const asked: string[] = [];
function serve(answers: Record<string, [number, unknown]>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test');
    asked.push(url.pathname + url.search);
    const [status, body] = answers[url.pathname] ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}
afterEach(() => {
  asked.length = 0;
});

describe("a code's price", () => {
  it('asks about the trimmed code for the plan and answers its quote', async () => {
    const quote = { code: 'SPRING-20', amountCents: 20000, discountCents: 1600, payCents: 18400 };
    serve({ '/api/offers/SPRING-20': [200, quote] });
    await expect(quoteCode('  SPRING-20 ', 'monthly')).resolves.toEqual({ quote, error: '' });
    expect(asked).toEqual(['/api/offers/SPRING-20?plan=monthly']);
  });

  it("answers a refused code's sentence instead of failing", async () => {
    serve({ '/api/offers/OLD': [404, { message: 'This code is not valid.' }] });
    await expect(quoteCode('OLD', 'weekly')).resolves.toEqual({ quote: null, error: 'This code is not valid.' });
  });
});

describe('what would stop a purchase', () => {
  it('is the break, the limit and the renewal as the account answers them', async () => {
    const limit = { cents: 5000, leftThisMonthCents: 5000, pending: null };
    const renewal = { renews: false };
    serve({ '/api/account': [200, { selfExcludedUntil: '2026-12-10T00:00:00.000Z', limit }], '/api/account/membership': [200, renewal] });
    await expect(readPurchaseLimits()).resolves.toEqual({ breakUntil: '2026-12-10T00:00:00.000Z', limit, renewal });
  });

  it('is null when it could not be read, so the plans are offered and the server decides', async () => {
    serve({ '/api/account': [500, { message: 'Internal error' }] });
    await expect(readPurchaseLimits()).resolves.toBeNull();
  });
});
