// /admin/codes: the codes the operator makes (docs/product.md, "Codes"): each with its discount,
// plans, limits and how often it was redeemed; turn one off or on, make one the retention offer;
// make a new one. A code is never deleted: receipts name it.
import { useState, type FormEvent } from 'react';
import { useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Loaded } from '../../../components/loaded';
import { TextField } from '../../../components/text-field';
import { TableWrap } from '../../../components/table-wrap';
import { formatMoney } from '@shared/money-format';
import { discountWords, type AdminOfferDto } from '@shared/offer-words';
import type { CreateOfferInput } from '@shared/offers';
import type { AdminPlanDto } from '@shared/plan-rules';
import { createOffer, getOffers, updateOffer } from '../api/offers';
import { getPlans } from '../api/plans';
import { AdminLayout } from '../components/admin-layout';
import { failsWith, messageOr } from '../lib/error-message';
import { reads, usePageData } from '../../../lib/page-data';
import { centsOfDollars } from '../lib/plan-form';
import { formatDate } from '../../../lib/dates';

const LOAD_FAILED = 'Failed to load the codes.';
const SAVE_FAILED = 'Failed to save the code.';

type Result = { kind: 'success' | 'error'; text: string } | null;

const text = (data: FormData, name: string) => {
  const v = data.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

/**
 * The codes, and every plan (also those retired) for naming a code's plans and for the new code's
 * choice; without the plans the codes name their plans by id and the choice is empty.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return reads({
    offers: failsWith(getOffers(request.signal), LOAD_FAILED),
    plans: getPlans(request.signal).catch((): AdminPlanDto[] | null => null),
  });
}

export default function CodesPage() {
  const { offers, plans } = usePageData<typeof loader>();
  const { revalidate } = useRevalidator();
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');

  async function act(run: () => Promise<{ message: string }>) {
    setBusy(true);
    setResult(null);
    try {
      const r = await run();
      setResult({ kind: 'success', text: r.message });
      await revalidate();
    } catch (err) {
      setResult({ kind: 'error', text: messageOr(err, SAVE_FAILED) });
    } finally {
      setBusy(false);
    }
  }

  const onAdd = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const chosen = data.getAll('plans').map(String);
    const off = text(data, 'off');
    const max = text(data, 'max');
    const expires = text(data, 'expires');
    const offer: CreateOfferInput = {
      code: text(data, 'code'),
      ...(kind === 'percent' ? { percentOff: off === '' ? Number.NaN : Number(off) } : { amountOffCents: centsOfDollars(off) }),
      ...(chosen.length > 0 && { plans: chosen }),
      ...(max && { maxRedemptions: Number(max) }),
      ...(expires && { expiresAt: expires }),
      firstPaymentOnly: data.get('firstPaymentOnly') === 'on',
      renewals: data.get('renewals') === 'all' ? 'all' : 'first',
      retention: data.get('retention') === 'on',
    };
    void act(async () => {
      const r = await createOffer(offer);
      form.reset();
      return r;
    });
  };

  return (
    <AdminLayout title="Codes">
      <div className="stack">
        <Alert kind="info">
          Codes take a percentage or an amount off a plan at checkout; share one as a link: /payment?plan=monthly&amp;code=YOURCODE. An open checkout holds a use for 30 minutes; a
          use counts once paid. The retention offer is shown to a member who starts to cancel a renewing membership, off their next renewal only.
        </Alert>
        {result && (
          <Alert kind={result.kind} onClose={() => setResult(null)}>
            {result.text}
          </Alert>
        )}
        <Loaded resolve={offers} loading="Loading the codes..." failed={LOAD_FAILED}>
          {(offers) => (
            // The plans name the codes' plans; the spinner above stands for both reads.
            <Loaded resolve={plans} loading={null} failed={null}>
              {(plans) => <CodesTable offers={offers} plans={plans} busy={busy} act={act} />}
            </Loaded>
          )}
        </Loaded>
        <form className="card stack admin-form-narrow" aria-label="Make a code" onSubmit={onAdd} noValidate>
          <h2>Make a code</h2>
          <TextField id="new-code" label="Code" name="code" hint="3 to 32 of A-Z, 0-9 and -; typed in any case, kept in capitals." />
          <fieldset className="admin-fieldset admin-code-kind">
            <legend>Discount</legend>
            <label className="field-check">
              <input type="radio" name="kind" checked={kind === 'percent'} onChange={() => setKind('percent')} />
              <span>Percent off</span>
            </label>
            <label className="field-check">
              <input type="radio" name="kind" checked={kind === 'amount'} onChange={() => setKind('amount')} />
              <span>Amount off ($)</span>
            </label>
          </fieldset>
          <TextField
            id="new-code-off"
            label={kind === 'percent' ? 'Percent off (1 to 99)' : 'Amount off ($)'}
            name="off"
            inputMode="decimal"
            hint={kind === 'amount' ? 'Below the price of every plan it is for.' : undefined}
          />
          <fieldset className="admin-fieldset">
            <legend>Plans (none ticked: every plan)</legend>
            <Loaded resolve={plans} loading={null} failed={null}>
              {(plans) =>
                plans?.map((p) => (
                  <label key={p.id} className="field-check">
                    <input type="checkbox" name="plans" value={p.id} />
                    <span>
                      {p.name} ({formatMoney(p.amountCents)})
                    </span>
                  </label>
                ))
              }
            </Loaded>
          </fieldset>
          <div className="admin-grid-2">
            <TextField id="new-code-max" label="Most uses (empty: no limit)" name="max" inputMode="numeric" />
            <TextField id="new-code-expires" label="Expires at the end of (optional)" name="expires" type="date" />
          </div>
          <div className="field">
            <label className="field-label" htmlFor="new-code-renewals">
              On a renewing membership
            </label>
            <select id="new-code-renewals" name="renewals" defaultValue="first">
              <option value="first">Off the first payment only</option>
              <option value="all">Off every renewal</option>
            </select>
          </div>
          <label className="field-check">
            <input type="checkbox" name="firstPaymentOnly" />
            <span>Only for someone who has never paid</span>
          </label>
          <label className="field-check">
            <input type="checkbox" name="retention" />
            <span>The retention offer (shown to a member who starts to cancel)</span>
          </label>
          <div className="admin-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Make the code
            </button>
          </div>
        </form>
      </div>
    </AdminLayout>
  );
}

interface CodesTableProps {
  offers: AdminOfferDto[];
  plans: AdminPlanDto[] | null;
  busy: boolean;
  act(run: () => Promise<{ message: string }>): Promise<void>;
}

function CodesTable({ offers, plans, busy, act }: CodesTableProps) {
  const planNames = (ids: string[] | null) => (ids ? ids.map((id) => plans?.find((p) => p.id === id)?.name ?? id).join(', ') : 'Every plan');
  if (offers.length === 0) return <p className="muted">No codes yet.</p>;
  return (
    <TableWrap label="Codes">
      <table className="table admin-table">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Discount</th>
            <th scope="col">Plans</th>
            <th scope="col">Used</th>
            <th scope="col">Expires</th>
            <th scope="col">State</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((o) => (
            <tr key={o.code}>
              <td className="admin-nowrap">
                <strong>{o.code}</strong>
              </td>
              <td>
                {discountWords(o, (c) => formatMoney(c))}
                <span className="muted">
                  {' '}
                  · {o.renewals === 'all' ? 'every renewal' : 'first payment'}
                  {o.firstPaymentOnly ? ' · first-time buyers' : ''}
                </span>
              </td>
              <td>{planNames(o.plans)}</td>
              <td className="admin-nowrap">
                {o.redeemed}
                {o.maxRedemptions !== null ? ` of ${o.maxRedemptions}` : ''}
              </td>
              <td className="admin-nowrap">{o.expiresAt ? formatDate(o.expiresAt) : 'Never'}</td>
              <td>
                {o.active ? 'On' : 'Off'}
                {o.retention ? ' · retention offer' : ''}
              </td>
              <td>
                <div className="admin-actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    disabled={busy}
                    aria-label={`${o.active ? 'Turn off' : 'Turn on'} ${o.code}`}
                    onClick={() => void act(() => updateOffer(o.code, { active: !o.active }))}
                  >
                    {o.active ? 'Turn off' : 'Turn on'}
                  </button>
                  <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={() => void act(() => updateOffer(o.code, { retention: !o.retention }))}>
                    {o.retention ? 'No longer the retention offer' : 'Make the retention offer'}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
