import type { ReactNode } from 'react';
import { CheckIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import { useClaims } from '../../lib/use-claims';
import { claimSentence } from '@shared/claims';
import './auth.css';

// The last two only once the operator has set them (shared/claims.ts).
const PERKS = [
  'Up to 30 predictions a day, published twice daily',
  'Sets of 7 to 14 combinations for 3 and 4 digit games',
  'Tennessee, Texas, Georgia, Ohio, Michigan, Florida, North Carolina',
  '{support}',
  'A team with {years} years of experience',
];

/** The frame of every account screen: a brand panel beside the form (the panel hides on phones). */
export function AuthShell({ children }: { children: ReactNode }) {
  const claims = useClaims();
  const perks = PERKS.map((perk) => claimSentence(perk, claims)).filter(Boolean);
  return (
    <div className="auth-page">
      <div className="auth-card">
        <aside className="auth-aside" aria-hidden="true">
          <Logo />
          <p className="auth-aside-lead">VIP access to daily 3 &amp; 4 digit predictions.</p>
          <ul>
            {perks.map((perk) => (
              <li key={perk}>
                <CheckIcon size={18} />
                {perk}
              </li>
            ))}
          </ul>
        </aside>
        <div className="auth-main">{children}</div>
      </div>
    </div>
  );
}
