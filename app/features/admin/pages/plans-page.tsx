// /admin/plans: the plans on sale and those retired (docs/product.md, "Plans"): add one, change its
// name, price, text and whether it renews, reorder, retire and offer again. A plan is never deleted;
// a new price is for purchases from then on, and renewing members keep theirs.
import { useState, type FormEvent } from 'react';
import { useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Loaded } from '../../../components/loaded';
import { TextField } from '../../../components/text-field';
import { formatMoney } from '@shared/money-format';
import type { AdminPlanDto, UpdatePlanInput } from '@shared/plan-rules';
import { reads, usePageData } from '../../../lib/page-data';
import { createPlan, getPlans, updatePlan } from '../api/plans';
import { AdminLayout } from '../components/admin-layout';
import { failsWith, messageOr } from '../lib/error-message';
import { centsOfDollars } from '../lib/plan-form';

const LOAD_FAILED = 'Failed to load the plans.';
const SAVE_FAILED = 'Failed to save the plan.';

type Result = { kind: 'success' | 'error'; text: string } | null;

const field = (data: FormData, name: string) => {
  const v = data.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

export function loader({ request }: LoaderFunctionArgs) {
  return reads({ plans: failsWith(getPlans(request.signal), LOAD_FAILED) });
}

export default function PlansPage() {
  const { plans } = usePageData<typeof loader>();
  const { revalidate } = useRevalidator();
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);

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
    void act(async () => {
      const r = await createPlan({
        id: field(data, 'id'),
        name: field(data, 'name'),
        amountCents: centsOfDollars(field(data, 'price')),
        durationDays: Number(field(data, 'days')),
        description: field(data, 'description'),
        renewable: data.get('renewable') === 'on',
      });
      form.reset();
      return r;
    });
  };

  const onSave = (plan: AdminPlanDto) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const change: UpdatePlanInput = {
      name: field(data, 'name'),
      amountCents: centsOfDollars(field(data, 'price')),
      description: field(data, 'description'),
      renewable: data.get('renewable') === 'on',
      mostPopular: data.get('mostPopular') === 'on',
    };
    void act(() => updatePlan(plan.id, change));
  };

  // Swapping places with the neighbour: the order is the positions' order.
  const move = (list: AdminPlanDto[], i: number, by: -1 | 1) => {
    const a = list[i];
    const b = list[i + by];
    if (!a || !b) return;
    void act(async () => {
      await updatePlan(a.id, { position: b.position === a.position ? Math.max(0, b.position + by) : b.position });
      return updatePlan(b.id, { position: a.position });
    });
  };

  return (
    <AdminLayout title="Plans">
      <div className="stack">
        <Alert kind="info">
          The plans on sale, in the order /plans and the payment page show them. A new price is for purchases from now on: members whose membership renews keep the price they
          bought at. A plan is never deleted: retire it to take it off sale; the time bought runs on and its renewals go on.
        </Alert>
        {result && (
          <Alert kind={result.kind} onClose={() => setResult(null)}>
            {result.text}
          </Alert>
        )}
        <Loaded resolve={plans} loading="Loading the plans..." failed={LOAD_FAILED}>
          {(plans) =>
            plans.map((plan, i) => (
              <form
                key={`${plan.id}:${plan.amountCents}:${plan.name}:${plan.active}`}
                className="card stack admin-form-narrow"
                aria-label={`Plan ${plan.name}`}
                onSubmit={onSave(plan)}
                noValidate
              >
                <h2>
                  {plan.name} <span className="muted">({plan.id})</span>
                </h2>
                <p className="muted">
                  {plan.active ? 'On sale' : 'Retired'} · {formatMoney(plan.amountCents)} for {plan.durationDays === 1 ? '1 day' : `${plan.durationDays} days`} · sold {plan.sold}{' '}
                  {plan.sold === 1 ? 'time' : 'times'}
                </p>
                <div className="admin-grid-2">
                  <TextField id={`plan-${plan.id}-name`} label="Name" name="name" defaultValue={plan.name} />
                  <TextField id={`plan-${plan.id}-price`} label="Price ($)" name="price" inputMode="decimal" defaultValue={(plan.amountCents / 100).toFixed(2)} />
                </div>
                <TextField id={`plan-${plan.id}-description`} label="Description" name="description" defaultValue={plan.description} />
                <label className="field-check">
                  <input type="checkbox" name="renewable" defaultChecked={plan.renewable} />
                  <span>Can also renew until cancelled</span>
                </label>
                <label className="field-check">
                  <input type="checkbox" name="mostPopular" defaultChecked={plan.mostPopular === true} />
                  <span>Most popular</span>
                </label>
                <div className="admin-actions">
                  <button type="submit" className="btn btn-primary" disabled={busy}>
                    Save {plan.name}
                  </button>
                  <button type="button" className="btn btn-secondary" disabled={busy || i === 0} onClick={() => move(plans, i, -1)}>
                    Move up<span className="sr-only"> {plan.name}</span>
                  </button>
                  <button type="button" className="btn btn-secondary" disabled={busy || i === plans.length - 1} onClick={() => move(plans, i, 1)}>
                    Move down<span className="sr-only"> {plan.name}</span>
                  </button>
                  <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void act(() => updatePlan(plan.id, { active: !plan.active }))}>
                    {plan.active ? 'Retire' : 'Offer again'}
                    <span className="sr-only"> {plan.name}</span>
                  </button>
                </div>
              </form>
            ))
          }
        </Loaded>
        <form className="card stack admin-form-narrow" aria-label="Add a plan" onSubmit={onAdd} noValidate>
          <h2>Add a plan</h2>
          <div className="admin-grid-2">
            <TextField id="new-plan-id" label="Id" name="id" hint="2 to 32 of a-z, 0-9 and _; it cannot change." />
            <TextField id="new-plan-name" label="Name" name="name" />
          </div>
          <div className="admin-grid-2">
            <TextField id="new-plan-price" label="Price ($)" name="price" inputMode="decimal" />
            <TextField id="new-plan-days" label="Days" name="days" inputMode="numeric" hint="Fixed once the plan was sold." />
          </div>
          <TextField id="new-plan-description" label="Description" name="description" />
          <label className="field-check">
            <input type="checkbox" name="renewable" />
            <span>Can also renew until cancelled</span>
          </label>
          <div className="admin-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Add the plan
            </button>
          </div>
        </form>
      </div>
    </AdminLayout>
  );
}
