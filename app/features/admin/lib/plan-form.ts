// The console's plan forms: a price typed in dollars ("80", "11.50") as the cents the API takes.

/** Whole cents of a dollar amount; NaN for text that is not one, which the server refuses naming the price. */
export function centsOfDollars(text: string): number {
  const t = text.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
}
