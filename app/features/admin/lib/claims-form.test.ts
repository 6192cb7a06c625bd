import { describe, expect, it } from 'vitest';
import { NO_CLAIMS } from '@shared/claims';
import { CLAIMS_MESSAGES } from '@shared/claims-schema';
import { claimsInForce, claimsOfForm, claimsProblem } from './claims-form';

const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? '';

describe("the Claims page's form", () => {
  it('an empty form makes no claim', () => {
    expect(claimsOfForm(form({}))).toEqual(NO_CLAIMS);
    expect(claimsInForce(NO_CLAIMS)).toEqual([]);
  });

  it('reads each field, a founder and the bars that were filled', () => {
    const claims = claimsOfForm(
      form({
        members: ' 840 ',
        ratingPercent: '92',
        ratingSource: 'Trustpilot, 212 reviews',
        yearsOfExperience: '6',
        support: 'Weekdays 9 to 5 ET',
        founderName: 'Dana Reyes',
        founderTitle: 'Founder',
        founderMessage: 'Hello.',
        bar0Label: 'Draws tracked',
        bar0Percent: '100',
      }),
    );
    expect(claims).toEqual({
      members: 840,
      ratingPercent: 92,
      ratingSource: 'Trustpilot, 212 reviews',
      yearsOfExperience: 6,
      support: 'Weekdays 9 to 5 ET',
      founder: { name: 'Dana Reyes', title: 'Founder', message: 'Hello.' },
      portfolio: [{ label: 'Draws tracked', percent: 100 }],
    });
    expect(claimsProblem(claims)).toBeNull();
    expect(claimsInForce(claims)).toEqual([
      '840+ members',
      'a 92% rating (Trustpilot, 212 reviews)',
      '6 years of experience',
      'support: Weekdays 9 to 5 ET',
      'a word from Dana Reyes',
      '1 portfolio bar',
    ]);
  });

  it("names the field the server would refuse, in the server's words", () => {
    expect(claimsProblem(claimsOfForm(form({ members: 'many' })))).toEqual({ field: 'members', message: CLAIMS_MESSAGES.members });
    expect(claimsProblem(claimsOfForm(form({ ratingPercent: '90' })))).toEqual({ field: 'ratingSource', message: CLAIMS_MESSAGES.ratingSource });
    expect(claimsProblem(claimsOfForm(form({ founderTitle: 'Founder' })))).toEqual({ field: 'founder.name', message: CLAIMS_MESSAGES.founderName });
  });
});
