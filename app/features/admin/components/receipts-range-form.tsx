// The receipts page's range: two day fields (either may stay empty: an open end) and presets.
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { todayDay } from '../../../lib/dates';
import { RANGE_PRESETS, presetRange, rangeProblem, type DayRange } from '../lib/receipt-range';

export interface ReceiptsRangeFormProps {
  range: DayRange;
  busy: boolean;
  onApply(range: DayRange): void;
}

export function ReceiptsRangeForm({ range, busy, onApply }: ReceiptsRangeFormProps) {
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const [problem, setProblem] = useState('');

  const apply = (next: DayRange) => {
    const found = rangeProblem(next);
    setProblem(found ?? '');
    if (!found) onApply(next);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    apply({ from: from || undefined, to: to || undefined });
  };

  const choose = (next: DayRange) => {
    setFrom(next.from ?? '');
    setTo(next.to ?? '');
    apply(next);
  };

  return (
    <form className="card stack" onSubmit={onSubmit} noValidate aria-label="Date range">
      <div className="admin-segmented" role="group" aria-label="Quick ranges">
        {RANGE_PRESETS.map((p) => (
          <button key={p.id} type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={() => choose(presetRange(p.id, todayDay()))}>
            {p.label}
          </button>
        ))}
      </div>
      <div className="admin-filters">
        <TextField label="From" name="receiptsFrom" type="date" value={from} onChange={setFrom} error={problem} />
        <TextField label="To" name="receiptsTo" type="date" value={to} onChange={setTo} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Show
        </button>
      </div>
    </form>
  );
}
