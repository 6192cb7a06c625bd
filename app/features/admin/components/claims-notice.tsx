// The overview says which claims about the business the pages make, and where they are set
// (docs/operations.md, "What the marketing may claim"): none comes with the product, and each
// shows to every visitor as a fact once set.
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Loaded } from '../../../components/loaded';
import type { BusinessClaimsAdminDto, BusinessClaimsDto } from '@shared/claims';
import { claimsInForce } from '../lib/claims-form';

/** The overview loader's read of the claims (docs/app.md, "How a page reads data"). */
export function ClaimsNotice({ claims }: { claims: Promise<BusinessClaimsAdminDto> }) {
  // Only a notice: no spinner while it comes, and when it cannot be read the overview goes on
  // without it.
  return (
    <Loaded resolve={claims} loading={null} failed={null}>
      {(r) => <ClaimsMade claims={r.claims} />}
    </Loaded>
  );
}

function ClaimsMade({ claims }: { claims: BusinessClaimsDto }) {
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
