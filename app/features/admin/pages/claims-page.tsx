// /admin/claims: what the pages say about the business (docs/operations.md, "What the marketing may
// claim"): members, a rating, years of experience, support hours, a founder's word, the portfolio's
// bars. None comes with the product; each shows on the pages once set here, and goes when emptied.
import { useState, type FormEvent } from 'react';
import { useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Loaded } from '../../../components/loaded';
import { TextField } from '../../../components/text-field';
import type { BusinessClaimsAdminDto } from '@shared/claims';
import { CLAIM_LIMITS } from '@shared/claims-schema';
import { formatInstantDay } from '../../../lib/dates';
import { reads, usePageData } from '../../../lib/page-data';
import { getClaims } from '../api/get-claims';
import { setClaims } from '../api/set-claims';
import { AdminLayout } from '../components/admin-layout';
import { claimsOfForm, claimsProblem, PORTFOLIO_ROWS } from '../lib/claims-form';
import { failsWith, messageOr } from '../lib/error-message';

const LOAD_FAILED = 'Failed to load the claims.';
const SAVE_FAILED = 'Failed to save the claims.';
const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function loader({ request }: LoaderFunctionArgs) {
  return reads({ claims: failsWith(getClaims(request.signal), LOAD_FAILED) });
}

type Result = { kind: 'success' | 'error'; text: string } | null;

export default function ClaimsPage() {
  const { claims } = usePageData<typeof loader>();
  const [result, setResult] = useState<Result>(null);

  return (
    <AdminLayout title="Claims on the pages">
      <div className="stack">
        <Alert kind="info">
          What you set here is shown to every visitor as a fact about your business: on the home page, How it works, the footer, the sign-in panel, the phone menu, Contact and
          Explore Plans. Set only what is true and what you can back up; leave a field empty and the pages say nothing of it. Nothing here comes with the product.
        </Alert>
        <Loaded resolve={claims} loading="Loading the claims..." failed={LOAD_FAILED}>
          {/* Keyed by the loaded set: after a save the fields show what the server keeps. */}
          {(loaded) => <ClaimsForm key={loaded.updatedAt ?? 'none'} loaded={loaded} result={result} onResult={setResult} />}
        </Loaded>
      </div>
    </AdminLayout>
  );
}

function ClaimsForm({ loaded, result, onResult: setResult }: { loaded: BusinessClaimsAdminDto; result: Result; onResult: (r: Result) => void }) {
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const { revalidate } = useRevalidator();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setResult(null);
    const data = new FormData(e.currentTarget);
    const claims = claimsOfForm((name) => {
      const v = data.get(name);
      return typeof v === 'string' ? v : '';
    });
    const problem = claimsProblem(claims);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const saved = await setClaims(claims);
      setResult({ kind: 'success', text: saved.message });
      await revalidate();
    } catch (err) {
      setResult({ kind: 'error', text: messageOr(err, SAVE_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  const c = loaded.claims;
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);

  return (
    <form className="card stack admin-form-narrow" onSubmit={onSubmit} noValidate>
      {loaded.updatedAt && (
        <p className="muted">
          Last set on {formatInstantDay(loaded.updatedAt)}
          {loaded.updatedBy && ` by ${loaded.updatedBy}`}.
        </p>
      )}
      <h2>Figures</h2>
      <TextField label="Members" name="members" inputMode="numeric" defaultValue={text(c.members)} error={errorOf('members')} hint='Shown as "840+ Members".' />
      <div className="admin-grid-2">
        <TextField label="Positive rating (%)" name="ratingPercent" inputMode="numeric" defaultValue={text(c.ratingPercent)} error={errorOf('ratingPercent')} />
        <TextField label="Where the rating comes from" name="ratingSource" defaultValue={text(c.ratingSource)} error={errorOf('ratingSource')} hint="Shown under the rating." />
      </div>
      <TextField label="Years of experience" name="yearsOfExperience" inputMode="numeric" defaultValue={text(c.yearsOfExperience)} error={errorOf('yearsOfExperience')} />
      <TextField
        label="Support hours"
        name="support"
        defaultValue={text(c.support)}
        error={errorOf('support')}
        hint={`In your words, up to ${CLAIM_LIMITS.supportMax} characters: "Live support 9 am to 5 pm ET, Monday to Friday".`}
      />
      <h2>A word from the founder</h2>
      <div className="admin-grid-2">
        <TextField label="Name" name="founderName" defaultValue={text(c.founder?.name)} error={errorOf('founder.name')} />
        <TextField label="Title" name="founderTitle" defaultValue={text(c.founder?.title)} error={errorOf('founder.title')} />
      </div>
      <TextField
        label="Message"
        name="founderMessage"
        type="textarea"
        defaultValue={text(c.founder?.message)}
        error={errorOf('founder.message')}
        hint={`Up to ${CLAIM_LIMITS.messageMax} characters; a blank line starts a paragraph. Shown on How it works with the name and title.`}
      />
      <h2>Portfolio bars</h2>
      {Array.from({ length: PORTFOLIO_ROWS }, (_, i) => (
        <div key={i} className="admin-grid-2">
          <TextField label={`Bar ${i + 1}`} name={`bar${i}Label`} defaultValue={text(c.portfolio[i]?.label)} />
          <TextField label={`Bar ${i + 1} (%)`} name={`bar${i}Percent`} inputMode="numeric" defaultValue={text(c.portfolio[i]?.percent)} />
        </div>
      ))}
      {errorOf('portfolio') && <Alert kind="error">{errorOf('portfolio')}</Alert>}
      {result && (
        <Alert kind={result.kind} onClose={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save claims'}
        </button>
      </div>
    </form>
  );
}
