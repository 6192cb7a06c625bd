// The monthly spending limit (docs/product.md, "Responsible play"): lowering counts at once,
// raising or removing 24 hours later, and the page shows both what is in force and what waits.
import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, LIMIT_RAISE_DELAY_HOURS, MONTHLY_LIMIT_MAX_CENTS, type AccountChangeDto, type MonthlyLimitDto } from '@shared/account';
import { formatMoney } from '@shared/money-format';
import { Alert } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { answer, client, serverMessage } from '../../lib/api-client';
import { DOLLARS_HINT, limitLabel, parseDollars, pendingLimitLabel } from './account-format';

interface Props {
  limit: MonthlyLimitDto;
  onChange(change: AccountChangeDto): string;
}

export function SpendingLimit({ limit, onChange }: Props) {
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const pending = pendingLimitLabel(limit);

  async function save(monthlyLimitCents: number | null) {
    setBusy(true);
    setResult(null);
    try {
      const change = await answer(client.account.limits.$put({ json: { monthlyLimitCents } }));
      setResult({ kind: 'success', text: onChange(change) });
      setAmount('');
    } catch (err) {
      setResult({ kind: 'error', text: serverMessage(err, 'Could not change your limit. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const cents = parseDollars(amount);
    // Over the highest limit: said here in the server's words, before anything is sent.
    const problem = cents === null ? DOLLARS_HINT : cents > MONTHLY_LIMIT_MAX_CENTS ? ACCOUNT_MESSAGES.limit : '';
    setFieldError(problem);
    if (!problem && cents !== null) void save(cents);
  }

  return (
    <div className="limit-block">
      <h3>Monthly spending limit</h3>
      <dl className="account-facts">
        <div>
          <dt>Limit in force</dt>
          <dd>{limitLabel(limit.cents)}</dd>
        </div>
        <div>
          <dt>Spent this month</dt>
          <dd>{formatMoney(limit.spentThisMonthCents)}</dd>
        </div>
        {limit.leftThisMonthCents !== null && (
          <div>
            <dt>Left this month</dt>
            <dd>{formatMoney(limit.leftThisMonthCents)}</dd>
          </div>
        )}
      </dl>
      {pending && <p className="limit-pending">{pending}</p>}
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
      <form className="limit-form" onSubmit={onSubmit} noValidate>
        <TextField
          label="New monthly limit ($)"
          name="monthlyLimit"
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          hint={`Lowering counts at once; raising or removing counts ${LIMIT_RAISE_DELAY_HOURS} hours later.`}
          error={fieldError}
        />
        <div className="row">
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            Set limit
          </button>
          {limit.cents !== null && limit.pending?.cents !== null && (
            <button type="button" className="btn btn-link" disabled={busy} onClick={() => void save(null)}>
              Remove limit
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
