// The range pure chance gives: how many numbers would hit if every number were drawn at random,
// 95 times in 100. A number's hits are rare independent events, so their count is close to a
// Poisson count with the expected number as its mean.

const LOWER = 0.025;
const UPPER = 0.975;

/** The 2.5% and 97.5% points of a Poisson count with mean `mean`. */
export function chanceBand(mean: number): { low: number; high: number } {
  if (!(mean > 0)) return { low: 0, high: 0 };
  // Summed in log space: e^-mean alone underflows for a year of box checks.
  const last = Math.ceil(mean + 12 * Math.sqrt(mean) + 20);
  let logP = -mean;
  let cdf = 0;
  let low = -1;
  for (let k = 0; k <= last; k++) {
    if (k > 0) logP += Math.log(mean) - Math.log(k);
    cdf += Math.exp(logP);
    if (low < 0 && cdf >= LOWER) low = k;
    if (cdf >= UPPER) return { low, high: k };
  }
  return { low: Math.max(low, 0), high: last };
}
