// A number's digits: what makes two numbers one box, and how many orders they come in. Apart from
// shared/hits.ts (which holds the requests' zod schemas) so that the pages counting plays load no zod.

/** The number's digits in ascending order: numbers with the same box key are one box. */
export function boxKey(number: string): string {
  return [...number].sort().join('');
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** How many different orderings the number's digits have: 6, 3 or 1 for 3 digits; 24, 12, 6, 4 or 1 for 4. */
export function orderings(number: string): number {
  const counts = new Map<string, number>();
  for (const d of number) counts.set(d, (counts.get(d) ?? 0) + 1);
  let k = factorial(number.length);
  for (const c of counts.values()) k /= factorial(c);
  return k;
}
