// The monthly spending limit (docs/product.md, "Responsible play"): lowering counts at once,
// raising or removing 24 hours later, and the page shows both what is in force and what waits.
import { useActionState } from 'react';
import { ACCOUNT_MESSAGES, LIMIT_RAISE_DELAY_HOURS, MONTHLY_LIMIT_MAX_CENTS, type AccountChangeDto, type MonthlyLimitDto } from '@shared/account';
import { formatMoney } from '@shared/money-format';
import { Alert } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { answer, client, serverMessage } from '../../lib/api-client';
import { formText } from '../../lib/form-values';
import { DOLLARS_HINT, limitLabel, parseDollars, pendingLimitLabel } from './account-format';

interface Outcome {
  result?: { kind: 'success' | 'error'; text: string };
  fieldError?: string;
  /** The field's value after the submission. */
  amount: string;
}

interface Props {
  limit: MonthlyLimitDto;
  onChange(change: AccountChangeDto): string;
}

export function SpendingLimit({ limit, onChange }: Props) {
  const pending = pendingLimitLabel(limit);
  // Set limit and Remove limit submit the same form; the pressed button's `intent` says which. A
  // saved limit clears the field (React resets the form to `amount`); a refused one keeps it.
  const [outcome, act, busy] = useActionState(
    async (last: Outcome, data: FormData): Promise<Outcome> => {
      const amount = formText(data, 'monthlyLimit');
      let monthlyLimitCents: number | null = null;
      if (data.get('intent') !== 'remove') {
        monthlyLimitCents = parseDollars(amount);
        // Over the highest limit: said here in the server's words, before anything is sent.
        const problem = monthlyLimitCents === null ? DOLLARS_HINT : monthlyLimitCents > MONTHLY_LIMIT_MAX_CENTS ? ACCOUNT_MESSAGES.limit : '';
        if (problem) return { ...last, fieldError: problem, amount };
      }
      try {
        const change = await answer(client.account.limits.$put({ json: { monthlyLimitCents } }));
        return { result: { kind: 'success', text: onChange(change) }, amount: '' };
      } catch (err) {
        return { result: { kind: 'error', text: serverMessage(err, 'Could not change your limit. Please try again.') }, amount };
      }
    },
    { amount: '' },
  );
  const { result } = outcome;

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
      {/* Said as the limit is set and for as long as it holds: the renewal would be refunded. */}
      {limit.renewalWarning && <Alert kind="info">{limit.renewalWarning}</Alert>}
      <form className="limit-form" action={act} noValidate>
        <TextField
          label="New monthly limit ($)"
          name="monthlyLimit"
          defaultValue={outcome.amount}
          inputMode="decimal"
          hint={`Lowering counts at once; raising or removing counts ${LIMIT_RAISE_DELAY_HOURS} hours later.`}
          error={outcome.fieldError}
        />
        <div className="row">
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            Set limit
          </button>
          {limit.cents !== null && limit.pending?.cents !== null && (
            <button type="submit" name="intent" value="remove" className="btn btn-link" disabled={busy}>
              Remove limit
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
