// A code on the payment page (docs/app.md, "Payment and checkout"): typed, or arriving with the
// link as ?code=, asked about (GET /api/offers/{code}?plan=) and shown as what it takes off; the
// checkout then carries it. The server decides again at checkout: this only shows the price. The
// link's code is asked about by the payment page's loader (quoteCode); a typed one on Apply.
import { useState } from 'react';
import type { OfferQuoteDto } from '@shared/offer-words';
import { formatMoney } from '@shared/money-format';
import { answer, client, requestOptions, type RequestOptions } from '../../lib/api-client';

/** What asking about a code answered: its price, or the server's sentence why not. */
export type Quoted = { quote: OfferQuoteDto; error: '' } | { quote: null; error: string };

/** Asks about `typed` for `plan`; never fails (a refusal is its sentence). */
export function quoteCode(typed: string, plan: string, opts: RequestOptions = {}): Promise<Quoted> {
  const code = encodeURIComponent(typed.trim());
  return answer(client.offers[':code'].$get({ param: { code }, query: { plan } }, requestOptions(opts))).then(
    (quote) => ({ quote, error: '' as const }),
    (err: unknown) => ({ quote: null, error: err instanceof Error ? err.message : 'This code could not be checked. Please try again.' }),
  );
}

interface Props {
  plan: string;
  /** The link's ?code=, and the sentence its asking answered when refused. */
  initial: string;
  initialError: string;
  quote: OfferQuoteDto | null;
  onQuote(q: OfferQuoteDto | null): void;
}

export function PromoCode({ plan, initial, initialError, quote, onQuote }: Props) {
  const [code, setCode] = useState(initial);
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);

  async function apply(typed: string) {
    setError('');
    onQuote(null);
    if (!typed.trim()) return;
    setBusy(true);
    const asked = await quoteCode(typed, plan);
    onQuote(asked.quote);
    setError(asked.error);
    setBusy(false);
  }

  return (
    <div className="field promo-code">
      <label className="field-label" htmlFor="field-promoCode">
        Code <span className="field-hint">(optional)</span>
      </label>
      <div className="promo-code-row">
        <input
          id="field-promoCode"
          name="promoCode"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'promo-code-error' : quote ? 'promo-code-applied' : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            if (quote) onQuote(null);
          }}
          onKeyDown={(e) => {
            // Enter applies the code rather than paying.
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply(code);
            }
          }}
        />
        <button type="button" className="btn btn-secondary" disabled={busy || !code.trim()} onClick={() => void apply(code)}>
          {busy ? 'Checking...' : 'Apply'}
        </button>
      </div>
      {error && (
        <p id="promo-code-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      {quote && (
        <p id="promo-code-applied" className="promo-code-applied" role="status">
          {quote.code} applied: {formatMoney(quote.discountCents)} off.
        </p>
      )}
    </div>
  );
}
