// Money as every page, answer, e-mail and receipt says it: the one money format. Amounts travel
// in whole cents (the plans table, GET /api/plans) and are only turned into text here.

const formats = new Map<string, Intl.NumberFormat>();

/** An en-US currency format, made once: building one costs far more than using it. */
function format(currency: string, digits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}|${digits}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: 2 })));
  return f;
}

export interface MoneyFormat {
  /** ISO 4217 code, any case; US dollars unless a receipt says otherwise. */
  currency?: string;
  /**
   * 'when-any' (default): "$20", "$12.50", as prices and sums are said; 'always': "$20.00", as a
   * receipt and a limit state an amount paid or allowed.
   */
  cents?: 'when-any' | 'always';
}

/**
 * "$20", "$12.50", "$10,000"; "$20.00" with `cents: 'always'`; "€11.50" in another currency; a
 * loss as "−$46.51", with the minus sign people write.
 */
export function formatMoney(cents: number, { currency = 'USD', cents: shown = 'when-any' }: MoneyFormat = {}): string {
  const digits = shown === 'always' || !Number.isInteger(cents / 100) ? 2 : 0;
  // Newer ICU may put a no-break space in a currency's text: plain text and the receipt PDF's
  // standard font want an ordinary one.
  const text = format(currency.toUpperCase(), digits)
    .format(Math.abs(cents) / 100)
    .replace(/[\u202f\u00a0]/g, ' ');
  return cents < 0 ? `\u2212${text}` : text;
}
