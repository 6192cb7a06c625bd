// /admin/lab: a method tried on stored history (docs/app.md, "Admin pages"; docs/product.md, "The
// lab"): every day of the range, Morning and Evening, as if published before the day's first draw,
// scored as published sets are, beside the control on the same days.
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { StatesPicker, CHOOSE_ONE_STATE } from '../../../components/states-picker';
import { TableWrap } from '../../../components/table-wrap';
import { TextField } from '../../../components/text-field';
import { addDays } from '@shared/calendar';
import { METHODS, type MethodId } from '@shared/method-names';
import type { LabDto, LabFigures } from '@shared/methods';
import { STATE_CODES, type StateCode } from '@shared/results';
import { todayDay } from '../../../lib/dates';
import { runLab } from '../api/methods';
import { AdminLayout } from '../components/admin-layout';
import { SelectField } from '../components/select-field';
import { messageOr } from '../lib/error-message';

const count = (n: number) => n.toLocaleString('en-US');
const dollars = (n: number) => `${n < 0 ? '−' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
const expected = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

const ROWS: { label: string; of(f: LabFigures): string }[] = [
  { label: 'Sets', of: (f) => count(f.sets) },
  { label: 'Plays', of: (f) => count(f.plays) },
  { label: 'Straight hits', of: (f) => `${count(f.straight.hits)} (chance ${expected(f.straight.expected)})` },
  { label: 'Box hits', of: (f) => `${count(f.box.hits)} (chance ${expected(f.box.expected)})` },
  { label: 'Cost ($1 straight and box)', of: (f) => dollars(f.money.cost) },
  { label: 'Won', of: (f) => dollars(f.money.won) },
  { label: 'Net', of: (f) => dollars(f.money.net) },
  { label: "Chance's winnings", of: (f) => dollars(f.money.expectedWon) },
];

export default function LabPage() {
  const today = todayDay();
  const [method, setMethod] = useState<MethodId>('hot');
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const [pairs, setPairs] = useState('2');
  const [states, setStates] = useState<StateCode[]>([...STATE_CODES]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<LabDto | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (states.length === 0) return setError(CHOOSE_ONE_STATE);
    setBusy(true);
    setError('');
    try {
      setResult(await runLab({ method, from, to, pairs, states: states.join(',') }));
    } catch (err) {
      setResult(null);
      setError(messageOr(err, 'The lab could not run.'));
    } finally {
      setBusy(false);
    }
  };

  const name = (id: string) => METHODS.find((m) => m.id === id)?.name ?? id;
  return (
    <AdminLayout title="Lab">
      <div className="stack">
        <p className="muted">
          Try a method on the results stored: each day of the range gets a Morning and an Evening set, made from the draws before that day and scored on that day's draws as
          published sets are, beside the control's numbers on the same days.
        </p>
        <form className="card stack admin-form-narrow" onSubmit={onSubmit} noValidate aria-label="Try a method">
          <SelectField label="Method" name="method" value={method} options={METHODS.map((m) => ({ value: m.id, label: m.name }))} onChange={(v) => setMethod(v)} />
          <p className="field-hint">{METHODS.find((m) => m.id === method)?.how}</p>
          <div className="admin-grid-2">
            <TextField label="From" name="from" type="date" value={from} onChange={setFrom} />
            <TextField label="To" name="to" type="date" value={to} onChange={setTo} />
          </div>
          <TextField label="Pairs per set" name="pairs" inputMode="numeric" value={pairs} onChange={setPairs} hint="1 to 10." />
          <StatesPicker legend="States" value={states} onChange={setStates} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Running...' : 'Run the lab'}
          </button>
        </form>
        {error && <Alert kind="error">{error}</Alert>}
        {result && (
          <section className="card stack" aria-label="Lab results">
            <h2>
              {name(result.method)}, {result.from} to {result.to}
            </h2>
            <TableWrap label="The method beside the control">
              <table className="admin-lab-table">
                <thead>
                  <tr>
                    <th scope="col">Figure</th>
                    <th scope="col">{name(result.method)}</th>
                    <th scope="col">Control</th>
                  </tr>
                </thead>
                <tbody>
                  {ROWS.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td>{row.of(result)}</td>
                      <td>{row.of(result.control)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          </section>
        )}
      </div>
    </AdminLayout>
  );
}
