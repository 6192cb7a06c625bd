// The claims about the business that come with the product's default copy (docs/operations.md,
// "What the marketing may claim"): placeholders, not facts about any operator. They are listed
// here, not in the copy, so that replacing home.ts and about.ts with one's own copy is what makes the
// console's notice go away: each is looked for in the copy as it is (whatever its shape), not
// remembered as a flag someone must clear.

const SAMPLES: { name: string; pattern: RegExp }[] = [
  { name: '12560+ trusted users', pattern: /"value":12560\b/ },
  { name: 'a 95% positive rating', pattern: /"value":95,"suffix":"%"/ },
  { name: '28 years of experience', pattern: /\b28 years\b/i },
  { name: '24/7 live support', pattern: /24\/7|around the clock/i },
  { name: "the portfolio's bars (Marketing 88%, Social Assistant 95%, Consulting 70%)", pattern: /"label":"Marketing","value":88\b/ },
];

/** The sample claims the copy (home.ts's and about.ts's exports) still makes, as the console names them; none once replaced. */
export function sampleClaimsIn(copy: unknown): string[] {
  const words = JSON.stringify(copy);
  return SAMPLES.filter((s) => s.pattern.test(words)).map((s) => s.name);
}
