// The overview says which claims about the business the pages make, and where they are set
// (docs/operations.md, "What the marketing may claim"): none comes with the product, and each
// shows to every visitor as a fact once set.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import type { BusinessClaimsDto } from '@shared/claims';
import { getClaims } from '../api/get-claims';
import { claimsInForce } from '../lib/claims-form';

export function ClaimsNotice() {
  const [claims, setClaims] = useState<BusinessClaimsDto | null>(null);
  useEffect(() => {
    // Only a notice: when it cannot be read, the overview goes on without it.
    getClaims().then(
      (r) => setClaims(r.claims),
      () => undefined,
    );
  }, []);
  if (!claims) return null;
  const made = claimsInForce(claims);
  return (
    <Alert kind="info">
      {made.length === 0 ? (
        <>
          The pages make no claim about your business (members, a rating, years of experience, support hours, a founder, portfolio bars): none comes with the product. Set those
          that are true on <Link to="/admin/claims">Claims</Link>.
        </>
      ) : (
        <>
          Every visitor reads as fact: {new Intl.ListFormat('en-US').format(made)}. Keep them true, or change them on <Link to="/admin/claims">Claims</Link>.
        </>
      )}
    </Alert>
  );
}
